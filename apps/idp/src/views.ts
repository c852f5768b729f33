// The provider's pages, with Keycloak's element ids and messages so that tests and habits carry over to the
// real Keycloak in production. Forms use `novalidate`: the server's messages are the only ones, as in Keycloak.
// Their words are the contract's IDP_PAGE_TEXTS and IDP_MESSAGE_TEXTS, in the page's language (locale.ts).
import { field, html, page, SafeHtml } from './html.ts';
import type { PageTexts } from './locale.ts';

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

export function loginPage(t: PageTexts, v: LoginView): string {
  const p = t.page;
  return page(
    t.locale,
    v.reauthenticate ? p.login.reauthenticateTitle : p.login.title,
    html`${v.error ? html`<div class="alert" id="input-error" role="alert">${v.error}</div>` : html``}${
        v.info ? html`<div class="notice" id="kc-info-message" role="status">${v.info}</div>` : html``
      }
      <form id="kc-form-login" method="post" action="${v.action}" novalidate>
        ${field({ id: 'username', label: p.email, type: 'email', value: v.username, autocomplete: 'username', errorId: 'input-error', invalid: !!v.error, autofocus: !v.username, readonly: v.reauthenticate })}
        ${field({ id: 'password', label: p.password, type: 'password', autocomplete: 'current-password', errorId: 'input-error', invalid: !!v.error, autofocus: !!v.username })}
        ${v.resetUrl && !v.reauthenticate ? html`<p class="aside" id="kc-form-options"><a href="${v.resetUrl}">${p.login.forgotPassword}</a></p>` : html``}
        <button class="button" id="kc-login" name="login" type="submit">${p.login.signIn}</button>
      </form>
      ${v.reauthenticate ? html`` : html`<p class="links" id="kc-registration">${p.login.newUser} <a href="${v.registerUrl}">${p.login.register}</a></p>`}`,
  );
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
}
export type RegisterErrors = Partial<Record<keyof RegisterValues | 'password' | 'password-confirm', string>>;

export function registerPage(
  t: PageTexts,
  v: {
    action: string;
    loginUrl: string;
    values: RegisterValues;
    errors: RegisterErrors;
    minPasswordLength: number;
  },
): string {
  const e = v.errors;
  const p = t.page;
  const summary = Object.keys(e).length > 0;
  return page(
    t.locale,
    p.register.title,
    html`${summary ? html`<div class="alert" role="alert">${p.correctFields}</div>` : html``}
      <form id="kc-register-form" method="post" action="${v.action}" novalidate>
        <div class="row">
          ${field({ id: 'firstName', label: p.register.firstName, type: 'text', value: v.values.firstName, error: e.firstName, errorId: 'input-error-firstname', autocomplete: 'given-name', autofocus: true })}
          ${field({ id: 'lastName', label: p.register.lastName, type: 'text', value: v.values.lastName, error: e.lastName, errorId: 'input-error-lastname', autocomplete: 'family-name' })}
        </div>
        ${field({ id: 'email', label: p.email, type: 'email', value: v.values.email, error: e.email, errorId: 'input-error-email', autocomplete: 'email' })}
        ${field({ id: 'password', label: p.password, type: 'password', error: e.password, errorId: 'input-error-password', autocomplete: 'new-password', hint: p.passwordHint(v.minPasswordLength) })}
        ${field({ id: 'password-confirm', label: p.confirmPassword, type: 'password', error: e['password-confirm'], errorId: 'input-error-password-confirm', autocomplete: 'new-password' })}
        <button class="button" id="kc-register" type="submit">${p.register.submit}</button>
      </form>
      <p class="links" id="kc-form-options">
        ${p.register.haveAccount} <a href="${v.loginUrl}">${p.register.signIn}</a>
      </p>`,
  );
}

export type UpdatePasswordErrors = Partial<Record<'password-new' | 'password-confirm', string>>;

/** After login (kc_action=UPDATE_PASSWORD, with Cancel) or from a mailed reset link (without). */
export function updatePasswordPage(
  t: PageTexts,
  v: {
    action: string;
    email: string;
    errors: UpdatePasswordErrors;
    minPasswordLength: number;
    cancellable?: boolean;
  },
): string {
  const e = v.errors;
  const p = t.page;
  return page(
    t.locale,
    p.updatePassword.title,
    html`${Object.keys(e).length > 0 ? html`<div class="alert" role="alert">${p.correctFields}</div>` : html``}
      <p class="lead">
        ${p.updatePassword.leadBefore}<strong>${v.email}</strong>${p.updatePassword.leadAfter}
      </p>
      <form id="kc-passwd-update-form" method="post" action="${v.action}" novalidate>
        <input type="text" name="username" value="${v.email}" autocomplete="username" hidden />
        ${field({ id: 'password-new', label: p.updatePassword.newPassword, type: 'password', error: e['password-new'], errorId: 'input-error-password', autocomplete: 'new-password', hint: p.passwordHint(v.minPasswordLength), autofocus: true })}
        ${field({ id: 'password-confirm', label: p.confirmPassword, type: 'password', error: e['password-confirm'], errorId: 'input-error-password-confirm', autocomplete: 'new-password' })}
        <button class="button" id="kc-submit" type="submit">${p.submit}</button>
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
                ${p.cancel}
              </button>`
        }
      </form>`,
  );
}

/** "Forgot Your Password?": asks for the address to mail a reset link to. */
export function resetCredentialsPage(
  t: PageTexts,
  v: {
    action: string;
    loginUrl: string;
    email: string;
    error?: string | undefined;
  },
): string {
  const p = t.page;
  return page(
    t.locale,
    p.resetCredentials.title,
    html`<p class="lead" id="kc-reset-instructions">${p.resetCredentials.instructions}</p>
      <form id="kc-reset-password-form" method="post" action="${v.action}" novalidate>
        ${field({ id: 'username', label: p.email, type: 'email', value: v.email, autocomplete: 'username', error: v.error, errorId: 'input-error-username', autofocus: true })}
        <button class="button" id="kc-submit" type="submit">${p.submit}</button>
      </form>
      <p class="links" id="kc-form-options">
        <a href="${v.loginUrl}">${p.resetCredentials.backToLogin}</a>
      </p>`,
  );
}

/** A mailed verification link asks before it acts: mail scanners that open links must not spend it. */
export function confirmEmailPage(t: PageTexts, v: { action: string; email: string }): string {
  const p = t.page.confirmEmail;
  return page(
    t.locale,
    p.title,
    html`<p class="lead">${p.leadBefore}<strong>${v.email}</strong>${p.leadAfter}</p>
      <form id="kc-verify-email-form" method="post" action="${v.action}">
        <button class="button" id="kc-submit" type="submit">${p.confirm}</button>
      </form>`,
  );
}

export function messagePage(
  t: PageTexts,
  v: {
    title: string;
    message: string;
    kind?: 'error' | 'info';
    link?: { href: string; text: string } | undefined;
  },
): string {
  return page(
    t.locale,
    v.title,
    html`<p id="${v.kind === 'info' ? 'kc-info-message' : 'kc-error-message'}" class="lead">${v.message}</p>
      ${v.link ? html`<a class="button" href="${v.link.href}">${v.link.text}</a>` : html``}`,
  );
}

/** Shown only when a logout arrives without a valid id_token_hint for the current session, as Keycloak does. */
export function logoutConfirmPage(t: PageTexts, v: { form: string; formId: string }): string {
  const p = t.page.logout;
  return page(
    t.locale,
    p.title,
    html`<p class="lead">${p.question}</p>
      ${new SafeHtml(v.form)}
      <button class="button" id="kc-logout" type="submit" form="${v.formId}" name="logout" value="yes">
        ${p.logout}
      </button>`,
  );
}
