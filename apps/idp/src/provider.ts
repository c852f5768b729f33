import type * as Oidc from 'oidc-provider';
import type {
  Account as OidcAccount,
  Configuration,
  KoaContextWithOIDC,
  ResourceServer,
} from 'oidc-provider';
import { findAccountById, type Account } from './accounts.ts';
import { createAdapterFactory } from './adapter.ts';
import {
  API_AUDIENCE,
  API_RESOURCE,
  CLIENT_ID,
  GRANTED_SCOPE,
  KC,
  LOGIN_ACTIONS,
  REAUTHENTICATE_AFTER,
  SCOPES,
  TTL,
} from './constants.ts';
import type { IdpDatabase } from './db/database.ts';
import type { IdpSecrets } from './keys.ts';
import { logoutConfirmPage, messagePage } from './views.ts';
import { sendHtml } from './http.ts';
import { pageLocale, pageTexts, type PageTexts } from './locale.ts';

export type OidcModule = typeof Oidc;
export type Provider = Oidc.default;

export const API_RESOURCE_SERVER: ResourceServer = {
  scope: GRANTED_SCOPE,
  audience: API_AUDIENCE,
  accessTokenFormat: 'jwt',
  accessTokenTTL: TTL.AccessToken,
  jwt: { sign: { alg: 'RS256' } },
};

/** What Keycloak puts into tokens for a user of the realm; shared by ID token claims and access token claims. */
export function profileClaims(account: Account) {
  return {
    email: account.email,
    email_verified: account.emailVerified,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
    preferred_username: account.email,
    realm_access: { roles: account.roles },
  };
}

export interface ProviderDeps {
  oidc: OidcModule;
  db: IdpDatabase;
  issuer: string;
  webOrigins: string[];
  production: boolean;
  secrets: IdpSecrets;
  /** The realm's path as the browser sees it (the issuer's path), for cookie paths and page links. */
  publicRealmPath: string;
  contentSecurityPolicy: string;
}

export function createProvider(deps: ProviderDeps): Provider {
  const { oidc, db, issuer, webOrigins, production, secrets, publicRealmPath } = deps;
  const { default: Provider, errors, interactionPolicy } = oidc;
  const { Check, Prompt } = interactionPolicy;
  const homeLink = (t: PageTexts) =>
    webOrigins[0] ? { href: `${webOrigins[0]}/`, text: t.page.backToShowroom } : undefined;
  /** The request's ui_locales (logout and authorization requests may carry it), else the browser's language. */
  const textsOf = (ctx: KoaContextWithOIDC): PageTexts =>
    pageTexts(
      pageLocale(
        (ctx.oidc as { params?: Record<string, unknown> } | undefined)?.params?.ui_locales,
        ctx.get('accept-language'),
      ),
    );

  const policy = interactionPolicy.base();
  // prompt=create (OpenID Connect "Initiating User Registration") opens the registration form, as in Keycloak.
  policy.add(new Prompt({ name: 'create', requestable: true }), 0);
  // Keycloak asks for the password again before UPDATE_PASSWORD when the last login is older than 5 minutes.
  policy.get('login')?.checks.add(
    new Check(
      'kc_action_reauthenticate',
      'the password update needs a recent login',
      'login_required',
      (ctx) => {
        const { params, session, result } = ctx.oidc;
        return params?.kc_action === 'UPDATE_PASSWORD' &&
          !!session?.accountId &&
          session.past(REAUTHENTICATE_AFTER) &&
          !result?.login
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT;
      },
    ),
  );
  // kc_action=UPDATE_PASSWORD forces the update-password page even when the user is already logged in.
  policy.add(
    new Prompt(
      { name: 'update_password', requestable: false },
      new Check('kc_action_update_password', 'the end-user asked to update the password', (ctx) =>
        ctx.oidc.params?.kc_action === 'UPDATE_PASSWORD' && !ctx.oidc.result?.update_password
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
      ),
    ),
    policy.findIndex((p) => p.name === 'consent'),
  );

  async function findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<OidcAccount | undefined> {
    const account = await findAccountById(db, sub);
    if (!account) return undefined;
    return { accountId: account.id, claims: () => ({ sub: account.id, ...profileClaims(account) }) };
  }

  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const };

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: secrets.signingKeys,
    cookies: {
      names: { session: 'KC_SESSION', interaction: 'KC_INTERACTION', resume: 'KC_RESUME' },
      keys: secrets.cookieKeys,
      // Scoped to the realm, as Keycloak's cookies are, so they never travel with API or SPA requests.
      long: { ...cookieOptions, path: publicRealmPath },
      short: cookieOptions,
    },
    routes: {
      authorization: `${KC}/auth`,
      token: `${KC}/token`,
      userinfo: `${KC}/userinfo`,
      end_session: `${KC}/logout`,
      jwks: `${KC}/certs`,
      revocation: `${KC}/revoke`,
      introspection: `${KC}/token/introspect`,
      pushed_authorization_request: `${KC}/ext/par/request`,
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Showroom',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        // The password grant exists for API tests and tools in development only; production never offers it.
        grant_types: production
          ? ['authorization_code', 'refresh_token']
          : ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        redirect_uris: webOrigins.map((o) => `${o}/callback`),
        post_logout_redirect_uris: webOrigins.map((o) => `${o}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin) => webOrigins.includes(origin),
    scopes: [...SCOPES],
    claims: {
      // realm_access rides with openid so the ID token carries the roles, as the web reads them from there.
      openid: ['sub', 'realm_access'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    extraParams: ['kc_action'],
    findAccount,
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await findAccountById(db, accountId) : undefined;
      if (!account) return undefined;
      return { ...profileClaims(account), azp: token.clientId, typ: 'Bearer' };
    },
    // Keycloak gives public clients refresh tokens without offline_access (oidc-provider strips that scope unless
    // prompt=consent). They rotate on every use and end with the session.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || client.clientAuthMethod === 'none'),
    ttl: { ...TTL },
    // First-party client: no consent screen. The grant is created on the first authorization after login.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId =
        (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing && existing.accountId === session.accountId) return existing;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(GRANTED_SCOPE);
      grant.addResourceScope(API_RESOURCE, GRANTED_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${publicRealmPath}${LOGIN_ACTIONS}${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        allowedPolicy: (ctx, client, token) =>
          !(client.clientAuthMethod === 'none' && token.clientId !== ctx.oidc.client?.clientId),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // Without this an `openid` request would get an opaque token meant for userinfo instead of the API's JWT.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return API_RESOURCE_SERVER;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          if (await logoutWithoutConfirmation(ctx)) return;
          sendHtml(
            ctx,
            200,
            logoutConfirmPage(textsOf(ctx), { form, formId: 'op.logoutForm' }),
            deps.contentSecurityPolicy,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          const t = textsOf(ctx);
          sendHtml(
            ctx,
            200,
            messagePage(t, {
              title: t.page.logout.doneTitle,
              message: t.page.logout.done,
              kind: 'info',
              link: homeLink(t),
            }),
            deps.contentSecurityPolicy,
          );
        },
      },
    },
    // The protocol's error descriptions are oidc-provider's, in English; the page around them follows the language.
    renderError: (ctx, out) => {
      const t = textsOf(ctx);
      sendHtml(
        ctx,
        ctx.status >= 400 ? ctx.status : 400,
        messagePage(t, {
          title: t.page.sorry,
          message: out.error_description ? `${out.error_description} (${out.error})` : out.error,
          link: homeLink(t),
        }),
        deps.contentSecurityPolicy,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  return provider;
}

/**
 * Keycloak ends the session at once, without a confirmation page, when the logout request carries a valid
 * id_token_hint for the session's user; oidc-provider always asks. This completes the logout the way
 * oidc-provider's own confirm step does (revoke the session's grants, destroy the session, clear its cookie,
 * 303 to the registered post_logout_redirect_uri), with no page and so no script for the CSP to allow.
 * Returns false when the confirmation page is needed.
 */
async function logoutWithoutConfirmation(ctx: KoaContextWithOIDC): Promise<boolean> {
  const { session, entities, provider } = ctx.oidc;
  const hint = entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  if (!session || !hint?.payload || !session.accountId || hint.payload.sub !== session.accountId)
    return false;

  const state = (session.state ?? {}) as { postLogoutRedirectUri?: string; state?: string };
  const grantIds = Object.values(session.authorizations ?? {})
    .map((a) => a.grantId)
    .filter((id): id is string => typeof id === 'string');
  for (const grantId of grantIds) {
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]);
  }
  await session.destroy();
  ctx.cookies.set(provider.cookieName('session'), null, {
    path: new URL(provider.issuer).pathname,
    httpOnly: true,
    sameSite: 'lax',
  });

  let target = provider.urlFor('end_session_success');
  if (state.postLogoutRedirectUri) {
    const url = new URL(state.postLogoutRedirectUri);
    if (state.state != null) url.searchParams.set('state', state.state);
    target = url.href;
  }
  provider.emit('end_session.success', ctx);
  ctx.status = 303;
  ctx.redirect(target);
  return true;
}
