// The provider's own pages (login, registration, update password), served under
// /realms/showroom/login-actions/<interaction uid>/..., so that the interaction cookie oidc-provider scopes to
// that path reaches every step. A POST is bound to its interaction by that cookie (SameSite=Lax, HttpOnly):
// a cross-site form cannot carry it, which is the CSRF protection these forms rely on.
import type { InteractionResults } from 'oidc-provider';
import { emailProblem, nameProblem, passwordProblem, type PasswordOwner } from './account-rules.ts';
import {
  ACTION_TOKEN_TTL_MS,
  endSessionsOf,
  issueActionToken,
  issuedRecently,
  peekActionToken,
  RESET_MAIL_INTERVAL_MS,
  useActionToken,
} from './action-tokens.ts';
import {
  createAccount,
  EmailTakenError,
  findAccountByEmail,
  findAccountById,
  markEmailVerified,
  recordLocale,
  setPassword,
  type Account,
} from './accounts.ts';
import {
  API_RESOURCE,
  GRANTED_SCOPE,
  LOGIN_ACTIONS,
  MAX_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants.ts';
import type { IdpDatabase } from './db/database.ts';
import { HttpError, readForm, sendHtml } from './http.ts';
import { pageLocale, pageTexts, type PageTexts } from './locale.ts';
import { attemptLogin, minutesUntil, unlockLogin } from './login-throttle.ts';
import { registrationAttemptMail, resetPasswordMail, verifyEmailMail, type SendMail } from './mails.ts';
import { burnPasswordCheck } from './passwords.ts';
import type { OidcModule, Provider } from './provider.ts';
import {
  confirmEmailPage,
  loginPage,
  messagePage,
  registerPage,
  resetCredentialsPage,
  updatePasswordPage,
  type RegisterErrors,
  type RegisterValues,
  type UpdatePasswordErrors,
} from './views.ts';

type Middleware = Parameters<Provider['use']>[0];
type Ctx = Parameters<Middleware>[0];
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface LoginActionsDeps {
  oidc: OidcModule;
  provider: Provider;
  db: IdpDatabase;
  /** The issuer URL: mailed links are absolute. */
  issuer: string;
  publicRealmPath: string;
  contentSecurityPolicy: string;
  homeUrl: string | undefined;
  /** Without it, no "Forgot Password?" and no verification mail. */
  sendMail: SendMail | undefined;
  /**
   * IDP_VERIFY_EMAIL=true: a new account must verify its address before it can log in, and a
   * registration answers "check your mail" whether or not the address has an account.
   */
  verifyEmail: boolean;
  /** The clock of the brute-force detection and the mailed links. */
  now: () => Date;
  logError: (err: Error) => void;
}

/** The path of mailed links below login-actions, as Keycloak names it. */
const ACTION_TOKEN = 'action-token';

function validateRegistration(
  form: URLSearchParams,
  m: PageTexts['messages'],
): {
  values: RegisterValues;
  errors: RegisterErrors;
  password: string;
} {
  const values: RegisterValues = {
    firstName: (form.get('firstName') ?? '').trim().normalize('NFC'),
    lastName: (form.get('lastName') ?? '').trim().normalize('NFC'),
    email: (form.get('email') ?? '').trim(),
  };
  const password = form.get('password') ?? '';
  const errors: RegisterErrors = {};
  if (!values.firstName) errors.firstName = m.missingFirstName;
  else if (values.firstName.length > MAX_NAME_LENGTH) errors.firstName = m.tooLong(MAX_NAME_LENGTH);
  else if (nameProblem(values.firstName, m)) errors.firstName = nameProblem(values.firstName, m);
  if (!values.lastName) errors.lastName = m.missingLastName;
  else if (values.lastName.length > MAX_NAME_LENGTH) errors.lastName = m.tooLong(MAX_NAME_LENGTH);
  else if (nameProblem(values.lastName, m)) errors.lastName = nameProblem(values.lastName, m);
  const emailError = emailProblem(values.email, m);
  if (emailError) errors.email = emailError;
  const pwError = passwordProblem(password, values, m);
  if (pwError) errors.password = pwError;
  else if (password !== form.get('password-confirm')) errors['password-confirm'] = m.passwordConfirmMismatch;
  return { values, errors, password };
}

/** The new password and its confirmation, as the update-password and reset forms send them. */
function newPasswordProblems(
  form: URLSearchParams,
  owner: PasswordOwner,
  m: PageTexts['messages'],
): UpdatePasswordErrors {
  const password = form.get('password-new') ?? '';
  const errors: UpdatePasswordErrors = {};
  const pwError = passwordProblem(password, owner, m);
  if (pwError) errors['password-new'] = pwError;
  else if (password !== form.get('password-confirm')) errors['password-confirm'] = m.passwordConfirmMismatch;
  return errors;
}

export function loginActions(deps: LoginActionsDeps): Middleware {
  const {
    oidc,
    provider,
    db,
    issuer,
    publicRealmPath,
    contentSecurityPolicy,
    homeUrl,
    sendMail,
    verifyEmail,
    now,
  } = deps;
  const homeLink = (t: PageTexts) => (homeUrl ? { href: homeUrl, text: t.page.backToShowroom } : undefined);

  const send = (ctx: Ctx, status: number, body: string) => sendHtml(ctx, status, body, contentSecurityPolicy);
  const urls = (uid: string) => {
    const base = `${publicRealmPath}${LOGIN_ACTIONS}${uid}`;
    return {
      base,
      login: `${base}/login`,
      register: `${base}/register`,
      updatePassword: `${base}/update-password`,
      resetCredentials: `${base}/reset-credentials`,
    };
  };
  const actionTokenPath = (key: string) =>
    `${publicRealmPath}${LOGIN_ACTIONS}${ACTION_TOKEN}?key=${encodeURIComponent(key)}`;
  const actionTokenUrl = (key: string) => new URL(actionTokenPath(key), issuer).href;

  /** The interaction the cookie points to, or undefined when it has expired or belongs to another tab. */
  async function interactionFor(ctx: Ctx, uid: string): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      return details.uid === uid ? details : undefined;
    } catch (err) {
      if (err instanceof oidc.errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  async function finish(ctx: Ctx, result: InteractionResults): Promise<void> {
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  /** Resolving a login also resolves a requested prompt=create, so logging in from the registration page works. */
  const loginResult = (interaction: Interaction, accountId: string): InteractionResults => ({
    login: { accountId },
    ...(interaction.prompt.name === 'create' ? { create: {} } : {}),
  });

  const isLoginStep = (i: Interaction) => i.prompt.name === 'login' || i.prompt.name === 'create';
  const isReauthentication = (i: Interaction) => i.prompt.reasons.includes('kc_action_reauthenticate');

  /**
   * The language of an interaction's pages: its authorization request's ui_locales (kept with the
   * interaction, so every step of login → register → back speaks it), else the browser's.
   */
  const textsOf = (ctx: Ctx, i: Interaction | undefined): PageTexts =>
    pageTexts(pageLocale(i?.params.ui_locales, ctx.get('accept-language')));

  async function showLogin(
    ctx: Ctx,
    i: Interaction,
    view: { username?: string; error?: string; info?: string } = {},
  ) {
    const reauthenticate = isReauthentication(i);
    let username = view.username;
    if (reauthenticate && i.session?.accountId)
      username = (await findAccountById(db, i.session.accountId))?.email;
    if (username === undefined && typeof i.params.login_hint === 'string') username = i.params.login_hint;
    const u = urls(i.uid);
    send(
      ctx,
      200,
      loginPage(textsOf(ctx, i), {
        action: u.login,
        registerUrl: u.register,
        resetUrl: sendMail ? u.resetCredentials : undefined,
        username,
        error: view.error,
        info: view.info,
        reauthenticate,
      }),
    );
  }

  function showRegister(ctx: Ctx, i: Interaction, values: RegisterValues, errors: RegisterErrors) {
    const u = urls(i.uid);
    send(
      ctx,
      200,
      registerPage(textsOf(ctx, i), {
        action: u.register,
        loginUrl: u.login,
        values,
        errors,
        minPasswordLength: MIN_PASSWORD_LENGTH,
      }),
    );
  }

  async function sessionAccount(ctx: Ctx, i: Interaction): Promise<Account> {
    const account = i.session?.accountId ? await findAccountById(db, i.session.accountId) : undefined;
    if (!account) throw new HttpError(400, textsOf(ctx, i).messages.expired);
    return account;
  }

  async function showUpdatePassword(ctx: Ctx, i: Interaction, errors: UpdatePasswordErrors) {
    const t = textsOf(ctx, i);
    const account = await sessionAccount(ctx, i);
    send(
      ctx,
      200,
      updatePasswordPage(t, {
        action: urls(i.uid).updatePassword,
        email: account.email,
        errors,
        minPasswordLength: MIN_PASSWORD_LENGTH,
      }),
    );
  }

  /** The consent prompt cannot normally occur (loadExistingGrant grants everything); if it does, grant silently. */
  async function autoConsent(ctx: Ctx, i: Interaction) {
    const accountId = i.session?.accountId;
    const clientId = typeof i.params.client_id === 'string' ? i.params.client_id : undefined;
    if (!accountId || !clientId) throw new HttpError(400, textsOf(ctx, i).messages.expired);
    const grant =
      (i.grantId ? await provider.Grant.find(i.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(GRANTED_SCOPE);
    grant.addResourceScope(API_RESOURCE, GRANTED_SCOPE);
    const claims = i.prompt.details.missingOIDCClaims;
    if (Array.isArray(claims)) grant.addOIDCClaims(claims.filter((c): c is string => typeof c === 'string'));
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  /** Mails a verification link to a new account; a failure is logged, the registration stands. */
  async function mailVerification(account: Account): Promise<void> {
    if (!sendMail || account.emailVerified) return;
    try {
      const key = await issueActionToken(db, account.id, 'verify-email', now());
      await sendMail(
        verifyEmailMail(
          account.email,
          actionTokenUrl(key),
          ACTION_TOKEN_TTL_MS['verify-email'],
          account.locale,
        ),
      );
    } catch (err) {
      deps.logError(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** The answer to a registration when addresses must be verified: the same for a new and a known address. */
  function showCheckMail(ctx: Ctx, t: PageTexts) {
    send(
      ctx,
      200,
      messagePage(t, {
        title: t.page.register.checkMailTitle,
        message: t.messages.checkMail,
        kind: 'info',
        link: homeLink(t),
      }),
    );
  }

  /** To the owner of a known address someone tried to register with; a failure is logged. */
  async function mailRegistrationAttempt(account: Account): Promise<void> {
    if (!sendMail) return;
    try {
      await sendMail(registrationAttemptMail(account.email, homeUrl ?? issuer, account.locale));
    } catch (err) {
      deps.logError(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /**
   * Registration with IDP_VERIFY_EMAIL=true, as Keycloak with "Verify email" on and duplicate e-mails
   * hidden: a new address gets an account and a verification mail, a known one (in any case or with
   * spaces) a mail to its owner; both answer "check your mail" after the same work (one scrypt), and
   * nobody is logged in until the address is verified.
   */
  async function registerVerified(ctx: Ctx, t: PageTexts, values: RegisterValues, password: string) {
    const known = await findAccountByEmail(db, values.email);
    if (known) {
      await burnPasswordCheck(password);
      await mailRegistrationAttempt(known);
      return showCheckMail(ctx, t);
    }
    try {
      const account = await createAccount(db, { ...values, password, roles: ['VENDOR'], locale: t.locale });
      await mailVerification(account);
    } catch (err) {
      if (!(err instanceof EmailTakenError)) throw err;
      const taken = await findAccountByEmail(db, values.email);
      if (taken) await mailRegistrationAttempt(taken);
    }
    return showCheckMail(ctx, t);
  }

  /**
   * "Forgot Password?": the same answer whether or not the address has an account, so the form does
   * not tell who is registered; a mail only when it has, and at most one a minute.
   */
  async function requestReset(
    ctx: Ctx,
    i: Interaction,
    form: URLSearchParams,
    sendMail: SendMail,
  ): Promise<void> {
    const t = textsOf(ctx, i);
    const email = (form.get('username') ?? '').trim();
    const problem = emailProblem(email, t.messages);
    const u = urls(i.uid);
    if (problem) {
      send(
        ctx,
        200,
        resetCredentialsPage(t, { action: u.resetCredentials, loginUrl: u.login, email, error: problem }),
      );
      return;
    }
    const account = await findAccountByEmail(db, email);
    if (account && !(await issuedRecently(db, account.id, 'reset-password', RESET_MAIL_INTERVAL_MS, now()))) {
      const key = await issueActionToken(db, account.id, 'reset-password', now());
      await sendMail(
        resetPasswordMail(
          account.email,
          actionTokenUrl(key),
          ACTION_TOKEN_TTL_MS['reset-password'],
          account.locale,
        ),
      );
    }
    await showLogin(ctx, i, { username: email, info: t.messages.emailSent });
  }

  /** A mailed link: GET shows what it will do, POST does it. No interaction or cookie is needed. */
  async function actionToken(ctx: Ctx, method: string, state: { t: PageTexts }): Promise<void> {
    const key = typeof ctx.query.key === 'string' ? ctx.query.key : '';
    const token = await peekActionToken(db, key, now());
    const account = token && (await findAccountById(db, token.accountId));
    if (!token || !account) throw new HttpError(400, state.t.messages.linkInvalid);
    // A mailed link speaks the mail's language: the account's.
    const t = pageTexts(account.locale);
    state.t = t;
    const action = actionTokenPath(key);
    const done = (title: string, message: string) =>
      send(ctx, 200, messagePage(t, { title, message, kind: 'info', link: homeLink(t) }));

    if (token.purpose === 'verify-email') {
      if (method === 'GET') return send(ctx, 200, confirmEmailPage(t, { action, email: account.email }));
      if (!(await useActionToken(db, key, 'verify-email', now())))
        throw new HttpError(400, t.messages.linkInvalid);
      await markEmailVerified(db, account.id);
      return done(t.page.confirmEmail.verified, t.messages.emailVerified);
    }

    const showForm = (errors: UpdatePasswordErrors) =>
      send(
        ctx,
        200,
        updatePasswordPage(t, {
          action,
          email: account.email,
          errors,
          minPasswordLength: MIN_PASSWORD_LENGTH,
          cancellable: false,
        }),
      );
    if (method === 'GET') return showForm({});
    const form = await readForm(ctx.req, t.messages);
    const errors = newPasswordProblems(form, account, t.messages);
    if (Object.keys(errors).length > 0) return showForm(errors);
    const spent = await useActionToken(db, key, 'reset-password', now());
    // Set only while the password is still the one the link was made for: another link used or the
    // password changed since (even a moment ago, in another tab) ends this one.
    const version = spent?.passwordVersion;
    if (
      typeof version !== 'number' ||
      !(await setPassword(db, account.id, form.get('password-new') ?? '', version))
    )
      throw new HttpError(400, t.messages.linkInvalid);
    // The mail reached its owner, which is what a verification shows; and whoever knew the old password is out.
    await markEmailVerified(db, account.id);
    await endSessionsOf(db, account.id);
    // The owner proved the mailbox and chose a password nobody has tried: a stranger's failures are over.
    await unlockLogin(db, account.email);
    return done(t.page.updatePassword.updated, t.messages.passwordUpdated);
  }

  /** `state.t`: the language of the request's pages, the browser's until the interaction is known. */
  async function route(ctx: Ctx, state: { t: PageTexts }): Promise<void> {
    const [uid, action = '', ...rest] = ctx.path.slice(LOGIN_ACTIONS.length).split('/');
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const refuse = (allowed: string[]) => {
      ctx.set('Allow', allowed.join(', '));
      throw new HttpError(405, state.t.messages.notAccepted);
    };
    if (uid === ACTION_TOKEN && action === '' && rest.length === 0) {
      if (method !== 'GET' && method !== 'POST') refuse(['GET', 'POST']);
      return actionToken(ctx, method, state);
    }
    if (
      !uid ||
      rest.length > 0 ||
      !['', 'login', 'register', 'update-password', 'reset-credentials'].includes(action)
    ) {
      throw new HttpError(404, state.t.messages.notFound);
    }
    const allowed = {
      '': ['GET'],
      login: ['GET', 'POST'],
      register: ['GET', 'POST'],
      'update-password': ['POST'],
      'reset-credentials': ['GET', 'POST'],
    }[action];
    if (!allowed?.includes(method)) refuse(allowed ?? []);

    const i = await interactionFor(ctx, uid);
    if (!i) throw new HttpError(400, state.t.messages.expired);
    const t = textsOf(ctx, i);
    state.t = t;
    const m = t.messages;
    const step = i.prompt.name;

    if (method === 'GET' && action === '') {
      if (step === 'login') return showLogin(ctx, i);
      if (step === 'create') return showRegister(ctx, i, { firstName: '', lastName: '', email: '' }, {});
      if (step === 'update_password') return showUpdatePassword(ctx, i, {});
      if (step === 'consent') return autoConsent(ctx, i);
      throw new HttpError(400, m.expired);
    }

    // The login form on its own URL, so the registration page can link back to it even for prompt=create.
    if (method === 'GET' && action === 'login') {
      if (!isLoginStep(i)) throw new HttpError(400, m.expired);
      return showLogin(ctx, i);
    }

    if (method === 'GET' && action === 'register') {
      if (!isLoginStep(i) || isReauthentication(i)) throw new HttpError(400, m.expired);
      return showRegister(ctx, i, { firstName: '', lastName: '', email: '' }, {});
    }

    if (action === 'reset-credentials') {
      if (!sendMail) throw new HttpError(404, m.notFound);
      if (!isLoginStep(i) || isReauthentication(i)) throw new HttpError(400, m.expired);
      if (method === 'GET') {
        const u = urls(i.uid);
        return send(
          ctx,
          200,
          resetCredentialsPage(t, { action: u.resetCredentials, loginUrl: u.login, email: '' }),
        );
      }
      return requestReset(ctx, i, await readForm(ctx.req, m), sendMail);
    }

    const form = await readForm(ctx.req, m);

    if (action === 'login') {
      if (!isLoginStep(i)) throw new HttpError(400, m.expired);
      const username = (form.get('username') ?? '').trim();
      const password = form.get('password') ?? '';
      const at = now();
      const outcome =
        username && password
          ? await attemptLogin(db, username, password, at, { verifiedOnly: verifyEmail })
          : undefined;
      // Keycloak's "Verify email" required action, without telling anyone but the owner that the account
      // exists (someone who registered an address and logs in with the password they chose would learn
      // whether it was new): the owner gets the link again, at most once a minute, and the page answers
      // as to a wrong password.
      const pending = outcome?.kind === 'ok' ? undefined : outcome?.pendingVerification;
      if (pending && !(await issuedRecently(db, pending.id, 'verify-email', RESET_MAIL_INTERVAL_MS, at)))
        await mailVerification(pending);
      if (outcome?.kind === 'locked')
        return showLogin(ctx, i, { username, error: m.accountLocked(minutesUntil(outcome.until, at)) });
      const account = outcome?.kind === 'ok' ? outcome.account : undefined;
      // Re-authentication must be by the user already logged in; anyone else is "invalid" here.
      const sameUser = !isReauthentication(i) || account?.id === i.session?.accountId;
      if (!account || !sameUser) {
        const error = verifyEmail ? m.invalidCredentialsOrUnverified : m.invalidCredentials;
        return showLogin(ctx, i, { username, error });
      }
      await recordLocale(db, account.id, t.locale);
      return finish(ctx, loginResult(i, account.id));
    }

    if (action === 'register') {
      if (!isLoginStep(i) || isReauthentication(i)) throw new HttpError(400, m.expired);
      const { values, errors, password } = validateRegistration(form, m);
      if (verifyEmail) {
        if (Object.keys(errors).length > 0) return showRegister(ctx, i, values, errors);
        return registerVerified(ctx, t, values, password);
      }
      if (!errors.email && (await findAccountByEmail(db, values.email))) errors.email = m.emailExists;
      if (Object.keys(errors).length > 0) return showRegister(ctx, i, values, errors);
      try {
        const account = await createAccount(db, {
          ...values,
          password,
          roles: ['VENDOR'],
          locale: t.locale,
        });
        await mailVerification(account);
        return await finish(ctx, loginResult(i, account.id));
      } catch (err) {
        if (err instanceof EmailTakenError) return showRegister(ctx, i, values, { email: m.emailExists });
        throw err;
      }
    }

    // action === 'update-password'
    if (step !== 'update_password' || !i.session?.accountId) throw new HttpError(400, m.expired);
    if (form.get('cancel-aia') === 'true') return finish(ctx, { update_password: { cancelled: true } });
    const errors = newPasswordProblems(form, await sessionAccount(ctx, i), m);
    if (Object.keys(errors).length > 0) return showUpdatePassword(ctx, i, errors);
    await setPassword(db, i.session.accountId, form.get('password-new') ?? '');
    return finish(ctx, { update_password: { updated: true } });
  }

  return async (ctx, next) => {
    if (!ctx.path.startsWith(LOGIN_ACTIONS)) {
      await next();
      return;
    }
    const state = { t: textsOf(ctx, undefined) };
    try {
      await route(ctx, state);
    } catch (err) {
      const { t } = state;
      if (err instanceof HttpError) {
        send(
          ctx,
          err.status,
          messagePage(t, { title: t.page.sorry, message: err.message, link: homeLink(t) }),
        );
        return;
      }
      deps.logError(err instanceof Error ? err : new Error(String(err)));
      send(ctx, 500, messagePage(t, { title: t.page.sorry, message: t.messages.failed, link: homeLink(t) }));
    }
  };
}
