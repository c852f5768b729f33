// The provider's own pages (login, registration, update password), served under
// /realms/showroom/login-actions/<interaction uid>/..., so that the interaction cookie oidc-provider scopes to
// that path reaches every step. A POST is bound to its interaction by that cookie (SameSite=Lax, HttpOnly):
// a cross-site form cannot carry it, which is the CSRF protection these forms rely on.
import type { InteractionResults } from 'oidc-provider';
import { emailProblem, passwordProblem } from './account-rules.ts';
import {
  createAccount,
  EmailTakenError,
  findAccountByEmail,
  findAccountById,
  setPassword,
  verifyCredentials,
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
import type { OidcModule, Provider } from './provider.ts';
import {
  loginPage,
  messagePage,
  MESSAGES,
  registerPage,
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
  publicRealmPath: string;
  contentSecurityPolicy: string;
  homeUrl: string | undefined;
  logError: (err: Error) => void;
}

export function validateRegistration(form: URLSearchParams): {
  values: RegisterValues;
  errors: RegisterErrors;
  password: string;
} {
  const values: RegisterValues = {
    firstName: (form.get('firstName') ?? '').trim(),
    lastName: (form.get('lastName') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
  };
  const password = form.get('password') ?? '';
  const errors: RegisterErrors = {};
  if (!values.firstName) errors.firstName = MESSAGES.missingFirstName;
  else if (values.firstName.length > MAX_NAME_LENGTH) errors.firstName = MESSAGES.tooLong(MAX_NAME_LENGTH);
  if (!values.lastName) errors.lastName = MESSAGES.missingLastName;
  else if (values.lastName.length > MAX_NAME_LENGTH) errors.lastName = MESSAGES.tooLong(MAX_NAME_LENGTH);
  const emailError = emailProblem(values.email);
  if (emailError) errors.email = emailError;
  const pwError = passwordProblem(password);
  if (pwError) errors.password = pwError;
  else if (password !== form.get('password-confirm'))
    errors['password-confirm'] = MESSAGES.passwordConfirmMismatch;
  return { values, errors, password };
}

export function loginActions(deps: LoginActionsDeps): Middleware {
  const { oidc, provider, db, publicRealmPath, contentSecurityPolicy, homeUrl } = deps;
  const homeLink = homeUrl ? { href: homeUrl, text: 'Back to Showroom' } : undefined;

  const send = (ctx: Ctx, status: number, body: string) => sendHtml(ctx, status, body, contentSecurityPolicy);
  const urls = (uid: string) => {
    const base = `${publicRealmPath}${LOGIN_ACTIONS}${uid}`;
    return {
      base,
      login: `${base}/login`,
      register: `${base}/register`,
      updatePassword: `${base}/update-password`,
    };
  };

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

  async function showLogin(ctx: Ctx, i: Interaction, view: { username?: string; error?: string } = {}) {
    const reauthenticate = isReauthentication(i);
    let username = view.username;
    if (reauthenticate && i.session?.accountId)
      username = (await findAccountById(db, i.session.accountId))?.email;
    if (username === undefined && typeof i.params.login_hint === 'string') username = i.params.login_hint;
    const u = urls(i.uid);
    send(
      ctx,
      200,
      loginPage({ action: u.login, registerUrl: u.register, username, error: view.error, reauthenticate }),
    );
  }

  function showRegister(ctx: Ctx, i: Interaction, values: RegisterValues, errors: RegisterErrors) {
    const u = urls(i.uid);
    send(
      ctx,
      200,
      registerPage({
        action: u.register,
        loginUrl: u.login,
        values,
        errors,
        minPasswordLength: MIN_PASSWORD_LENGTH,
      }),
    );
  }

  async function showUpdatePassword(ctx: Ctx, i: Interaction, errors: UpdatePasswordErrors) {
    const account = i.session?.accountId ? await findAccountById(db, i.session.accountId) : undefined;
    if (!account) throw new HttpError(400, MESSAGES.expired);
    send(
      ctx,
      200,
      updatePasswordPage({
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
    if (!accountId || !clientId) throw new HttpError(400, MESSAGES.expired);
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

  async function route(ctx: Ctx): Promise<void> {
    const [uid, action = '', ...rest] = ctx.path.slice(LOGIN_ACTIONS.length).split('/');
    if (!uid || rest.length > 0 || !['', 'login', 'register', 'update-password'].includes(action)) {
      throw new HttpError(404, 'This page does not exist.');
    }
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const allowed = {
      '': ['GET'],
      login: ['GET', 'POST'],
      register: ['GET', 'POST'],
      'update-password': ['POST'],
    }[action];
    if (!allowed?.includes(method)) {
      ctx.set('Allow', (allowed ?? []).join(', '));
      throw new HttpError(405, 'This page does not accept that request.');
    }

    const i = await interactionFor(ctx, uid);
    if (!i) throw new HttpError(400, MESSAGES.expired);
    const step = i.prompt.name;

    if (method === 'GET' && action === '') {
      if (step === 'login') return showLogin(ctx, i);
      if (step === 'create') return showRegister(ctx, i, { firstName: '', lastName: '', email: '' }, {});
      if (step === 'update_password') return showUpdatePassword(ctx, i, {});
      if (step === 'consent') return autoConsent(ctx, i);
      throw new HttpError(400, MESSAGES.expired);
    }

    // The login form on its own URL, so the registration page can link back to it even for prompt=create.
    if (method === 'GET' && action === 'login') {
      if (!isLoginStep(i)) throw new HttpError(400, MESSAGES.expired);
      return showLogin(ctx, i);
    }

    if (method === 'GET' && action === 'register') {
      if (!isLoginStep(i) || isReauthentication(i)) throw new HttpError(400, MESSAGES.expired);
      return showRegister(ctx, i, { firstName: '', lastName: '', email: '' }, {});
    }

    const form = await readForm(ctx.req);

    if (action === 'login') {
      if (!isLoginStep(i)) throw new HttpError(400, MESSAGES.expired);
      const username = (form.get('username') ?? '').trim();
      const password = form.get('password') ?? '';
      const account = username && password ? await verifyCredentials(db, username, password) : undefined;
      // Re-authentication must be by the user already logged in; anyone else is "invalid" here.
      const sameUser = !isReauthentication(i) || account?.id === i.session?.accountId;
      if (!account || !sameUser) return showLogin(ctx, i, { username, error: MESSAGES.invalidCredentials });
      return finish(ctx, loginResult(i, account.id));
    }

    if (action === 'register') {
      if (!isLoginStep(i) || isReauthentication(i)) throw new HttpError(400, MESSAGES.expired);
      const { values, errors, password } = validateRegistration(form);
      if (!errors.email && (await findAccountByEmail(db, values.email))) errors.email = MESSAGES.emailExists;
      if (Object.keys(errors).length > 0) return showRegister(ctx, i, values, errors);
      try {
        const account = await createAccount(db, { ...values, password, roles: ['VENDOR'] });
        return await finish(ctx, loginResult(i, account.id));
      } catch (err) {
        if (err instanceof EmailTakenError)
          return showRegister(ctx, i, values, { email: MESSAGES.emailExists });
        throw err;
      }
    }

    // action === 'update-password'
    if (step !== 'update_password' || !i.session?.accountId) throw new HttpError(400, MESSAGES.expired);
    if (form.get('cancel-aia') === 'true') return finish(ctx, { update_password: { cancelled: true } });
    const password = form.get('password-new') ?? '';
    const errors: UpdatePasswordErrors = {};
    const pwError = passwordProblem(password);
    if (pwError) errors['password-new'] = pwError;
    else if (password !== form.get('password-confirm'))
      errors['password-confirm'] = MESSAGES.passwordConfirmMismatch;
    if (Object.keys(errors).length > 0) return showUpdatePassword(ctx, i, errors);
    await setPassword(db, i.session.accountId, password);
    return finish(ctx, { update_password: { updated: true } });
  }

  return async (ctx, next) => {
    if (!ctx.path.startsWith(LOGIN_ACTIONS)) {
      await next();
      return;
    }
    try {
      await route(ctx);
    } catch (err) {
      if (err instanceof HttpError) {
        send(ctx, err.status, messagePage({ title: 'We are sorry…', message: err.message, link: homeLink }));
        return;
      }
      deps.logError(err instanceof Error ? err : new Error(String(err)));
      send(
        ctx,
        500,
        messagePage({
          title: 'We are sorry…',
          message: 'Something went wrong. Please try again.',
          link: homeLink,
        }),
      );
    }
  };
}
