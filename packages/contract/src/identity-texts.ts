/**
 * The embedded identity provider's texts: its pages (login, registration, forgotten and new password,
 * e-mail verification, logout, errors) and its mails, with Keycloak's wording where Keycloak has one, so
 * that tests and habits carry over to the real Keycloak in production. They live in the contract so that
 * the German catalogue (i18n/de/servers.ts) can pair them; the provider reads them per request with
 * `localized(IDP_TEXTS, locale)`.
 */
import { texts } from './i18n/locale.ts';

/** The pages' validation and status messages. */
export const IDP_MESSAGE_TEXTS = texts('IDP_MESSAGE_TEXTS', {
  invalidCredentials: 'Invalid username or password.',
  /**
   * Ours (issue 32): with e-mail verification on, for a wrong password and for the right password of an
   * account that has not verified its address (which gets its link again), so that someone who registered
   * an address and logs in with the password they chose does not learn whether the address was new.
   */
  invalidCredentialsOrUnverified:
    'Invalid username or password. If you have not verified your email address yet, follow the link we have emailed you.',
  /**
   * Ours (issue 32): after 10 failed logins for an address, with or without an account, as Keycloak's
   * brute-force detection; the wait grows to at most 15 minutes.
   */
  accountLocked: (minutes: number) =>
    `Too many failed login attempts: this account is temporarily locked. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  missingFirstName: 'Please specify first name.',
  missingLastName: 'Please specify last name.',
  /** Ours (issue 20): the catalogue's name rule, contract text-rules.ts. */
  invalidName: 'Please use visible letters, without control or direction-changing characters.',
  missingEmail: 'Please specify email.',
  invalidEmail: 'Invalid email address.',
  emailExists: 'Email already exists.',
  missingPassword: 'Please specify password.',
  passwordMinLength: (n: number) => `Invalid password: minimum length ${n}.`,
  passwordMaxLength: (n: number) => `Invalid password: maximum length ${n}.`,
  /** NIST SP 800-63B 3.1.1.2: refused passwords, each with what to choose instead. */
  passwordCommon:
    'Invalid password: it is one of the most common or breached passwords. Choose a longer or less common password, for example three or four unrelated words.',
  passwordTrivial:
    'Invalid password: one character repeated or a simple sequence. Choose a longer or less common password, for example three or four unrelated words.',
  passwordPersonal:
    'Invalid password: must not be your email or your name. Choose a longer or less common password, for example three or four unrelated words.',
  controlCharacters:
    'The form contains control characters (such as NUL or ESC) that no name, email or password may contain. Please type the values again.',
  tooLong: (n: number) => `Please use at most ${n} characters.`,
  passwordConfirmMismatch: "Password confirmation doesn't match.",
  expired: 'Your login attempt timed out. Please go back to Showroom and sign in again.',
  emailSent: 'You should receive an email shortly with further instructions.',
  linkInvalid: 'The link you clicked is no longer valid. It may have expired or already been used.',
  passwordUpdated: 'Your password has been updated.',
  emailVerified: 'Your email address has been verified.',
  notAccepted: 'This page does not accept that request.',
  notFound: 'This page does not exist.',
  formType: 'The form must be sent as application/x-www-form-urlencoded.',
  formTooLarge: 'The form is too large.',
  failed: 'Something went wrong. Please try again.',
  /** With e-mail verification on: the answer to every registration, new address or known. */
  checkMail:
    'Check your email: we have sent a message to the address you entered. Follow it to finish your registration.',
});

/** The pages themselves: titles, labels, buttons and links. */
export const IDP_PAGE_TEXTS = texts('IDP_PAGE_TEXTS', {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  /** Before the first try, what the policy wants (issue 20: NIST SP 800-63B), not only the length. */
  passwordHint: (n: number) =>
    `At least ${n} characters, not a common password, your email or your name: three or four unrelated words work well.`,
  correctFields: 'Please correct the highlighted fields.',
  submit: 'Submit',
  cancel: 'Cancel',
  backToShowroom: 'Back to Showroom',
  sorry: 'We are sorry…',
  login: {
    title: 'Sign in to your account',
    reauthenticateTitle: 'Please re-authenticate to continue',
    forgotPassword: 'Forgot Password?',
    signIn: 'Sign In',
    newUser: 'New user?',
    register: 'Register',
  },
  register: {
    title: 'Register',
    checkMailTitle: 'Check your email',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  updatePassword: {
    title: 'Update password',
    /** Around the account's address, in bold: "Choose a new password for <b>address</b>." */
    leadBefore: 'Choose a new password for ',
    leadAfter: '.',
    newPassword: 'New password',
    updated: 'Password updated',
  },
  resetCredentials: {
    title: 'Forgot Your Password?',
    instructions:
      'Enter your email address and we will send you instructions on how to create a new password.',
    backToLogin: '« Back to Login',
  },
  confirmEmail: {
    title: 'Confirm validity of e-mail address',
    /** Around the address, in bold: "Confirm that <b>address</b> is your e-mail address." */
    leadBefore: 'Confirm that ',
    leadAfter: ' is your e-mail address.',
    confirm: 'Confirm e-mail address',
    verified: 'Email verified',
  },
  logout: {
    title: 'Logging out',
    question: 'Do you want to log out?',
    logout: 'Logout',
    doneTitle: 'You are logged out',
    done: 'You have been logged out of Showroom.',
  },
});

/** The provider's mails (password reset, e-mail verification), in Keycloak's words. */
export const IDP_MAIL_TEXTS = texts('IDP_MAIL_TEXTS', {
  resetPassword: {
    subject: 'Reset password',
    intro:
      "Someone just requested to change your Showroom account's credentials. If this was you, click on the link below to reset them.",
    expires: (minutes: number) => `This link will expire within ${minutes} minutes.`,
    ignore:
      "If you don't want to reset your credentials, just ignore this message and nothing will be changed.",
    link: 'Link to reset credentials',
  },
  verifyEmail: {
    subject: 'Verify email',
    intro:
      'Someone has created a Showroom account with this email address. If this was you, click the link below to verify your email address.',
    expires: (hours: number) => `This link will expire within ${hours} hours.`,
    ignore: "If you didn't create this account, just ignore this message.",
    link: 'Link to e-mail address verification',
  },
  /** With e-mail verification on, to the owner of an address someone tried to register again. */
  registrationAttempt: {
    subject: 'Registration attempt with your email',
    intro:
      'Someone tried to register a new Showroom account with this email address, which already has an account. If this was you, log in with your password instead; if you have forgotten it, choose "Forgot Password?" on the login page.',
    ignore: "If it wasn't you, just ignore this message: nothing was changed.",
    link: 'Go to Showroom',
  },
});
