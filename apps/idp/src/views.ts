// The provider's pages, with Keycloak's element ids and messages so that tests and habits carry over to the
// real Keycloak in production. Forms use `novalidate`: the server's messages are the only ones, as in Keycloak.
import { field, html, page, SafeHtml } from './html.ts';

export const MESSAGES = {
  invalidCredentials: 'Invalid username or password.',
  missingFirstName: 'Please specify first name.',
  missingLastName: 'Please specify last name.',
  missingEmail: 'Please specify email.',
  invalidEmail: 'Invalid email address.',
  emailExists: 'Email already exists.',
  missingPassword: 'Please specify password.',
  passwordMinLength: (n: number) => `Invalid password: minimum length ${n}.`,
  passwordMaxLength: (n: number) => `Invalid password: maximum length ${n}.`,
  tooLong: (n: number) => `Please use at most ${n} characters.`,
  passwordConfirmMismatch: "Password confirmation doesn't match.",
  expired: 'Your login attempt timed out. Please go back to Showroom and sign in again.',
  emailSent: 'You should receive an email shortly with further instructions.',
  linkInvalid: 'The link you clicked is no longer valid. It may have expired or already been used.',
  passwordUpdated: 'Your password has been updated.',
  emailVerified: 'Your email address has been verified.',
} as const;

export interface LoginView {
  action: string;
  registerUrl: string;
  /** The "Forgot Password?" page; absent when the provider cannot send mail. */
  resetUrl?: string | undefined;
  username?: string | undefined;
  error?: string | undefined;
  /** A confirmation above the form, e.g. that a reset mail is on its way. */
  info?: string | undefined;
  reauthenticate?: boolean | undefined;
}

export function loginPage(v: LoginView): string {
  return page(
    v.reauthenticate ? 'Please re-authenticate to continue' : 'Sign in to your account',
    html`${v.error ? html`<div class="alert" id="input-error" role="alert">${v.error}</div>` : html``}${
        v.info ? html`<div class="notice" id="kc-info-message" role="status">${v.info}</div>` : html``
      }
      <form id="kc-form-login" method="post" action="${v.action}" novalidate>
        ${field({ id: 'username', label: 'Email', type: 'email', value: v.username, autocomplete: 'username', errorId: 'input-error', invalid: !!v.error, autofocus: !v.username, readonly: v.reauthenticate })}
        ${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', errorId: 'input-error', invalid: !!v.error, autofocus: !!v.username })}
        ${v.resetUrl && !v.reauthenticate ? html`<p class="aside" id="kc-form-options"><a href="${v.resetUrl}">Forgot Password?</a></p>` : html``}
        <button class="button" id="kc-login" name="login" type="submit">Sign In</button>
      </form>
      ${v.reauthenticate ? html`` : html`<p class="links" id="kc-registration">New user? <a href="${v.registerUrl}">Register</a></p>`}`,
  );
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
}
export type RegisterErrors = Partial<Record<keyof RegisterValues | 'password' | 'password-confirm', string>>;

export function registerPage(v: {
  action: string;
  loginUrl: string;
  values: RegisterValues;
  errors: RegisterErrors;
  minPasswordLength: number;
}): string {
  const e = v.errors;
  const summary = Object.keys(e).length > 0;
  return page(
    'Register',
    html`${summary ? html`<div class="alert" role="alert">Please correct the highlighted fields.</div>` : html``}
      <form id="kc-register-form" method="post" action="${v.action}" novalidate>
        <div class="row">
          ${field({ id: 'firstName', label: 'First name', type: 'text', value: v.values.firstName, error: e.firstName, errorId: 'input-error-firstname', autocomplete: 'given-name', autofocus: true })}
          ${field({ id: 'lastName', label: 'Last name', type: 'text', value: v.values.lastName, error: e.lastName, errorId: 'input-error-lastname', autocomplete: 'family-name' })}
        </div>
        ${field({ id: 'email', label: 'Email', type: 'email', value: v.values.email, error: e.email, errorId: 'input-error-email', autocomplete: 'email' })}
        ${field({ id: 'password', label: 'Password', type: 'password', error: e.password, errorId: 'input-error-password', autocomplete: 'new-password', hint: `At least ${v.minPasswordLength} characters.` })}
        ${field({ id: 'password-confirm', label: 'Confirm password', type: 'password', error: e['password-confirm'], errorId: 'input-error-password-confirm', autocomplete: 'new-password' })}
        <button class="button" id="kc-register" type="submit">Register</button>
      </form>
      <p class="links" id="kc-form-options">Already have an account? <a href="${v.loginUrl}">Sign in</a></p>`,
  );
}

export type UpdatePasswordErrors = Partial<Record<'password-new' | 'password-confirm', string>>;

/** After login (kc_action=UPDATE_PASSWORD, with Cancel) or from a mailed reset link (without). */
export function updatePasswordPage(v: {
  action: string;
  email: string;
  errors: UpdatePasswordErrors;
  minPasswordLength: number;
  cancellable?: boolean;
}): string {
  const e = v.errors;
  return page(
    'Update password',
    html`${Object.keys(e).length > 0 ? html`<div class="alert" role="alert">Please correct the highlighted fields.</div>` : html``}
      <p class="lead">Choose a new password for <strong>${v.email}</strong>.</p>
      <form id="kc-passwd-update-form" method="post" action="${v.action}" novalidate>
        <input type="text" name="username" value="${v.email}" autocomplete="username" hidden />
        ${field({ id: 'password-new', label: 'New password', type: 'password', error: e['password-new'], errorId: 'input-error-password', autocomplete: 'new-password', hint: `At least ${v.minPasswordLength} characters.`, autofocus: true })}
        ${field({ id: 'password-confirm', label: 'Confirm password', type: 'password', error: e['password-confirm'], errorId: 'input-error-password-confirm', autocomplete: 'new-password' })}
        <button class="button" id="kc-submit" type="submit">Submit</button>
        ${
          v.cancellable === false
            ? html``
            : html`<button
                class="button secondary"
                id="kc-cancel"
                name="cancel-aia"
                value="true"
                type="submit"
                formnovalidate
              >
                Cancel
              </button>`
        }
      </form>`,
  );
}

/** "Forgot Your Password?": asks for the address to mail a reset link to. */
export function resetCredentialsPage(v: {
  action: string;
  loginUrl: string;
  email: string;
  error?: string | undefined;
}): string {
  return page(
    'Forgot Your Password?',
    html`<p class="lead" id="kc-reset-instructions">
        Enter your email address and we will send you instructions on how to create a new password.
      </p>
      <form id="kc-reset-password-form" method="post" action="${v.action}" novalidate>
        ${field({ id: 'username', label: 'Email', type: 'email', value: v.email, autocomplete: 'username', error: v.error, errorId: 'input-error-username', autofocus: true })}
        <button class="button" id="kc-submit" type="submit">Submit</button>
      </form>
      <p class="links" id="kc-form-options"><a href="${v.loginUrl}">« Back to Login</a></p>`,
  );
}

/** A mailed verification link asks before it acts: mail scanners that open links must not spend it. */
export function confirmEmailPage(v: { action: string; email: string }): string {
  return page(
    'Confirm validity of e-mail address',
    html`<p class="lead">Confirm that <strong>${v.email}</strong> is your e-mail address.</p>
      <form id="kc-verify-email-form" method="post" action="${v.action}">
        <button class="button" id="kc-submit" type="submit">Confirm e-mail address</button>
      </form>`,
  );
}

export function messagePage(v: {
  title: string;
  message: string;
  kind?: 'error' | 'info';
  link?: { href: string; text: string } | undefined;
}): string {
  return page(
    v.title,
    html`<p id="${v.kind === 'info' ? 'kc-info-message' : 'kc-error-message'}" class="lead">${v.message}</p>
      ${v.link ? html`<a class="button" href="${v.link.href}">${v.link.text}</a>` : html``}`,
  );
}

/** Shown only when a logout arrives without a valid id_token_hint for the current session, as Keycloak does. */
export function logoutConfirmPage(v: { form: string; formId: string }): string {
  return page(
    'Logging out',
    html`<p class="lead">Do you want to log out?</p>
      ${new SafeHtml(v.form)}
      <button class="button" id="kc-logout" type="submit" form="${v.formId}" name="logout" value="yes">
        Logout
      </button>`,
  );
}
