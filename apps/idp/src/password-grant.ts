// Resource Owner Password Credentials, registered only outside production (Keycloak's "direct access grants"),
// so that API tests and command-line tools can get the same tokens as the web without a browser.
import { hasControlCharacters } from './account-rules.ts';
import { API_RESOURCE, SCOPES } from './constants.ts';
import type { IdpDatabase } from './db/database.ts';
import { attemptLogin } from './login-throttle.ts';
import { API_RESOURCE_SERVER, profileClaims, type OidcModule, type Provider } from './provider.ts';

export function registerPasswordGrant(
  oidc: OidcModule,
  provider: Provider,
  db: IdpDatabase,
  { verifyEmail, now }: { verifyEmail: boolean; now: () => Date },
): void {
  const { InvalidGrant, InvalidRequest } = oidc.errors;
  const parameters = ['username', 'password', 'scope'] as const;
  // oidc-provider answers every invalid_grant with "grant request is invalid" and keeps its argument
  // for the logs; Keycloak's answers say what is wrong, and so do these.
  const refuse = (description: string) =>
    Object.assign(new InvalidGrant(description), { error_description: description });

  provider.registerGrantType<{ username?: string; password?: string }>(
    'password',
    async (ctx) => {
      const { client, params } = ctx.oidc;
      if (!params.username || !params.password) throw new InvalidRequest('missing username or password');
      // Refused before any lookup: PostgreSQL can not compare text with NUL ("invalid byte sequence").
      if (hasControlCharacters(params.username) || hasControlCharacters(params.password))
        throw new InvalidRequest('username and password must not contain control characters');
      // The same brute-force detection as the login form, with the same count.
      const attemptedAt = now();
      const outcome = await attemptLogin(db, params.username, params.password, attemptedAt, {
        verifiedOnly: verifyEmail,
      });
      if (outcome.kind === 'locked') {
        const seconds = Math.ceil((outcome.until.getTime() - attemptedAt.getTime()) / 1000);
        throw refuse(
          `Account temporarily locked after too many failed logins; try again in ${seconds} seconds`,
        );
      }
      if (outcome.kind === 'invalid') {
        // Keycloak's answers: while the "Verify email" required action is pending, and otherwise. (The
        // grant exists only outside production, where it may say which.)
        throw refuse(
          outcome.pendingVerification ? 'Account is not fully set up' : 'Invalid user credentials',
        );
      }
      const { account } = outcome;

      const requested = new Set((params.scope ?? 'openid profile email').split(' '));
      const scope = SCOPES.filter((s) => requested.has(s)).join(' ');

      const grant = new provider.Grant({ accountId: account.id, clientId: client.clientId });
      grant.addOIDCScope(scope);
      grant.addResourceScope(API_RESOURCE, scope);
      const grantId = await grant.save();

      const at = new provider.AccessToken({ accountId: account.id, client, grantId, gty: 'password', scope });
      at.resourceServer = new provider.ResourceServer(API_RESOURCE, API_RESOURCE_SERVER);
      const accessToken = await at.save();

      const rt = new provider.RefreshToken({
        accountId: account.id,
        client,
        grantId,
        gty: 'password',
        scope,
        resource: API_RESOURCE,
        authTime: Math.floor(Date.now() / 1000),
        rotations: 0,
      });
      const refreshToken = await rt.save();

      let idToken: string | undefined;
      if (requested.has('openid')) {
        const token = new provider.IdToken({ sub: account.id, ...profileClaims(account) }, { ctx });
        // The claims mask filters by scope, as for the ID token of the code flow (the typings omit the field).
        Object.assign(token, { scope });
        token.set('auth_time', rt.authTime);
        idToken = await token.issue({ use: 'idtoken' });
      }

      ctx.body = {
        access_token: accessToken,
        expires_in: at.expiration,
        refresh_expires_in: rt.expiration,
        token_type: 'Bearer',
        ...(idToken ? { id_token: idToken } : {}),
        refresh_token: refreshToken,
        scope,
      };
    },
    parameters,
  );
}
