import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID } from '../src/index.ts';
import {
  attributes,
  authRequest,
  browse,
  CookieJar,
  exchangeCode,
  expectPage,
  expectRedirect,
  formAction,
  KC,
  labelFor,
  linkHref,
  login,
  pageText,
  startHarness,
  textOf,
  tokenRequest,
  uniqueEmail,
  VITE_ORIGIN,
  type Harness,
} from './helpers.ts';

let h: Harness;
let demo: Record<string, string>;

beforeAll(async () => {
  h = await startHarness();
  await h.start();
  demo = await h.idp.seedDemoAccounts();
});

afterAll(async () => {
  await h.stop();
});

async function verifyAccessToken(token: string) {
  const jwks = createRemoteJWKSet(new URL(`${h.issuer}/protocol/openid-connect/certs`));
  return jwtVerify(token, jwks, { issuer: h.issuer, audience: 'showroom-api', algorithms: ['RS256'] });
}

describe('discovery and keys', () => {
  it('publishes Keycloak-shaped endpoints, code flow only and PKCE S256 only', async () => {
    const res = await fetch(`${h.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Record<string, unknown>;
    expect(d).toMatchObject({
      issuer: h.issuer,
      authorization_endpoint: `${h.issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${h.issuer}/protocol/openid-connect/token`,
      userinfo_endpoint: `${h.issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${h.issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${h.issuer}/protocol/openid-connect/certs`,
      revocation_endpoint: `${h.issuer}/protocol/openid-connect/revoke`,
      introspection_endpoint: `${h.issuer}/protocol/openid-connect/token/introspect`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(d.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'password']),
    );
    expect(d.check_session_iframe).toBeUndefined();
  });

  it('serves the same public keys over HTTP as publicJwks(), without private members', async () => {
    const res = await fetch(`${h.issuer}/protocol/openid-connect/certs`);
    const served = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(served.keys).toHaveLength(1);
    expect(served.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const local = h.idp.publicJwks();
    expect(local.keys.map((k) => k.kid)).toEqual(served.keys.map((k) => k.kid));
    for (const key of local.keys) expect(key).not.toHaveProperty('d');
  });

  it('answers 404 for paths outside the realm', async () => {
    expect((await fetch(`${h.origin}/realms/showroomx/.well-known/openid-configuration`)).status).toBe(404);
  });
});

describe('login with authorization code and PKCE', () => {
  it('issues an RS256 access token for the API with the realm roles and profile, and an ID token with roles', async () => {
    const { tokens, request } = await login(h.origin, 'vendor@showroom.test', 'vendor');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);

    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(protectedHeader.kid).toBe(h.idp.publicJwks().keys[0]?.kid);
    expect(payload).toMatchObject({
      iss: h.issuer,
      aud: 'showroom-api',
      azp: CLIENT_ID,
      sub: demo['vendor@showroom.test'],
      typ: 'Bearer',
      realm_access: { roles: ['VENDOR'] },
      email: 'vendor@showroom.test',
      email_verified: true,
      given_name: 'Victor',
      family_name: 'Vendor',
      name: 'Victor Vendor',
      preferred_username: 'vendor@showroom.test',
    });
    // The in-process key set verifies the same token.
    await jwtVerify(tokens.access_token, createLocalJWKSet(h.idp.publicJwks()), { issuer: h.issuer });

    const id = decodeJwt(tokens.id_token ?? '');
    expect(id).toMatchObject({
      iss: h.issuer,
      aud: CLIENT_ID,
      sub: demo['vendor@showroom.test'],
      nonce: request.nonce,
      realm_access: { roles: ['VENDOR'] },
      email: 'vendor@showroom.test',
      given_name: 'Victor',
      family_name: 'Vendor',
    });
  });

  it('gives the admin the ADMIN role', async () => {
    const { tokens } = await login(h.origin, 'admin@showroom.test', 'admin');
    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload.realm_access).toEqual({ roles: ['ADMIN'] });
  });

  it('renders an accessible login form with Keycloak ids and a Register link', async () => {
    const page = expectPage(await browse(new CookieJar(), authRequest(h.origin).url));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(textOf(page.html, 'kc-page-title')).toBe('Sign in to your account');
    expect(attributes(page.html, 'kc-form-login')).toMatchObject({ method: 'post' });
    expect(labelFor(page.html, 'username')).toBe('Email');
    expect(attributes(page.html, 'username')).toMatchObject({ name: 'username', autocomplete: 'username' });
    expect(labelFor(page.html, 'password')).toBe('Password');
    expect(attributes(page.html, 'password')).toMatchObject({ name: 'password', type: 'password' });
    expect(textOf(page.html, 'kc-login')).toBe('Sign In');
    expect(linkHref(page.html, 'Register')).toMatch(/\/login-actions\/[\w-]+\/register$/);
    expect(page.html).not.toContain('<script');

    // The strict page CSP allows exactly the one inline style block, by hash.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.html)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(h.idp.styleHashes).toEqual([hash]);
    expect(csp).toContain(`style-src ${hash}`);
  });

  it('shows "Invalid username or password." and keeps the username after a wrong password', async () => {
    const jar = new CookieJar();
    const page = expectPage(await browse(jar, authRequest(h.origin).url));
    const again = expectPage(
      await browse(jar, new URL(formAction(page.html, 'kc-form-login'), h.origin).href, {
        form: { username: 'vendor@showroom.test', password: 'wrong' },
      }),
    );
    expect(textOf(again.html, 'input-error')).toBe('Invalid username or password.');
    expect(attributes(again.html, 'username')).toMatchObject({
      value: 'vendor@showroom.test',
      'aria-invalid': 'true',
      'aria-describedby': 'input-error',
    });
    expect(attributes(again.html, 'password')).not.toHaveProperty('value');
  });

  it('refuses an authorization request without PKCE', async () => {
    const request = authRequest(h.origin);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const callback = expectRedirect(await browse(new CookieJar(), url.href));
    expect(callback.searchParams.get('error')).toBe('invalid_request');
  });

  it('allows the token request from a web origin (CORS) and refuses other origins', async () => {
    const { request, callback } = await (async () => {
      const jar = new CookieJar();
      const req = authRequest(h.origin, {}, VITE_ORIGIN);
      const page = expectPage(await browse(jar, req.url));
      const cb = expectRedirect(
        await browse(jar, new URL(formAction(page.html, 'kc-form-login'), h.origin).href, {
          form: { username: 'vendor@showroom.test', password: 'vendor' },
        }),
      );
      return { request: req, callback: cb };
    })();
    expect(callback.origin).toBe(VITE_ORIGIN);
    const form = {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: request.redirectUri,
      code_verifier: request.verifier,
    };
    const evil = await tokenRequest(h.origin, form, { origin: 'http://evil.example' });
    expect(evil.status).toBe(400);
    const ok = await tokenRequest(h.origin, form, { origin: VITE_ORIGIN });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(VITE_ORIGIN);
  });

  it('signs in again without the login form while the session lasts (silent renew)', async () => {
    const { jar } = await login(h.origin, 'vendor@showroom.test', 'vendor');
    const request = authRequest(h.origin, { prompt: 'none' });
    const callback = expectRedirect(await browse(jar, request.url));
    expect((await exchangeCode(h.origin, request, callback)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('issues a refresh token to the public client and rotates it on every use', async () => {
    const { tokens } = await login(h.origin, 'vendor@showroom.test', 'vendor');
    expect(tokens.refresh_token).toBeTruthy();
    const first = await tokenRequest(h.origin, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).toBeTruthy();
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await verifyAccessToken(first.body.access_token);
    expect(payload.realm_access).toEqual({ roles: ['VENDOR'] });
    expect(decodeJwt(first.body.id_token ?? '').realm_access).toEqual({ roles: ['VENDOR'] });

    const reused = await tokenRequest(h.origin, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });
});

describe('registration', () => {
  it('keeps the entered values and shows readable errors, then creates a VENDOR account and completes the flow', async () => {
    const jar = new CookieJar();
    const request = authRequest(h.origin);
    const loginPage = expectPage(await browse(jar, request.url));
    const registerUrl = new URL(linkHref(loginPage.html, 'Register'), h.origin).href;
    const form = expectPage(await browse(jar, registerUrl));
    expect(textOf(form.html, 'kc-page-title')).toBe('Register');
    const labels = {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      password: 'Password',
      'password-confirm': 'Confirm password',
    };
    for (const [id, label] of Object.entries(labels)) {
      expect(labelFor(form.html, id)).toBe(label);
      expect(attributes(form.html, id)).toMatchObject({ name: id });
    }
    expect(textOf(form.html, 'kc-register')).toBe('Register');
    expect(linkHref(form.html, 'Sign in')).toBe(formAction(loginPage.html, 'kc-form-login'));
    const action = new URL(formAction(form.html, 'kc-register-form'), h.origin).href;

    const empty = expectPage(await browse(jar, action, { form: {} }));
    expect(textOf(empty.html, 'input-error-firstname')).toBe('Please specify first name.');
    expect(textOf(empty.html, 'input-error-lastname')).toBe('Please specify last name.');
    expect(textOf(empty.html, 'input-error-email')).toBe('Please specify email.');
    expect(textOf(empty.html, 'input-error-password')).toBe('Please specify password.');

    const email = uniqueEmail('Reg');
    const values = { firstName: 'Rhea', lastName: 'Register', email };
    const bad = expectPage(
      await browse(jar, action, {
        form: { ...values, email: 'not-an-email', password: 'short', 'password-confirm': 'short' },
      }),
    );
    const escaped = expectPage(
      await browse(jar, action, { form: { ...values, lastName: '"><script>alert(1)</script>' } }),
    );
    expect(attributes(escaped.html, 'lastName')?.value).toBe('"><script>alert(1)</script>');
    expect(escaped.html).not.toContain('<script>');
    expect(textOf(bad.html, 'input-error-email')).toBe('Invalid email address.');
    expect(textOf(bad.html, 'input-error-password')).toBe('Invalid password: minimum length 8.');
    expect(attributes(bad.html, 'firstName')?.value).toBe('Rhea');
    expect(attributes(bad.html, 'email')).toMatchObject({
      value: 'not-an-email',
      'aria-invalid': 'true',
      'aria-describedby': 'input-error-email',
    });
    expect(attributes(bad.html, 'password')).not.toHaveProperty('value');

    const mismatch = expectPage(
      await browse(jar, action, {
        form: { ...values, password: 'long-enough-1', 'password-confirm': 'long-enough-2' },
      }),
    );
    expect(textOf(mismatch.html, 'input-error-password-confirm')).toBe(
      "Password confirmation doesn't match.",
    );
    expect(attributes(mismatch.html, 'lastName')?.value).toBe('Register');

    const taken = expectPage(
      await browse(jar, action, {
        form: {
          ...values,
          email: 'Vendor@Showroom.test',
          password: 'long-enough-1',
          'password-confirm': 'long-enough-1',
        },
      }),
    );
    expect(textOf(taken.html, 'input-error-email')).toBe('Email already exists.');

    const callback = expectRedirect(
      await browse(jar, action, {
        form: { ...values, password: 'long-enough-1', 'password-confirm': 'long-enough-1' },
      }),
    );
    expect(callback.searchParams.get('state')).toBe(request.state);
    const tokens = await exchangeCode(h.origin, request, callback);
    expect(tokens.status).toBe(200);
    const { payload } = await verifyAccessToken(tokens.body.access_token);
    expect(payload).toMatchObject({
      email: email.toLowerCase(),
      email_verified: false,
      given_name: 'Rhea',
      family_name: 'Register',
      realm_access: { roles: ['VENDOR'] },
    });
    expect(await h.idp.findAccountByEmail(email)).toMatchObject({ id: payload.sub, roles: ['VENDOR'] });

    // The new password works on the login form.
    await login(h.origin, email, 'long-enough-1');
  });

  it('opens the registration form directly for prompt=create, and its Sign in link still leads to login', async () => {
    const jar = new CookieJar();
    const request = authRequest(h.origin, { prompt: 'create' });
    const page = expectPage(await browse(jar, request.url));
    expect(textOf(page.html, 'kc-page-title')).toBe('Register');
    expect(attributes(page.html, 'kc-register-form')).toBeDefined();

    const loginPage = expectPage(await browse(jar, new URL(linkHref(page.html, 'Sign in'), h.origin).href));
    expect(textOf(loginPage.html, 'kc-page-title')).toBe('Sign in to your account');
    const callback = expectRedirect(
      await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), h.origin).href, {
        form: { username: 'newvendor@showroom.test', password: 'newvendor' },
      }),
    );
    expect((await exchangeCode(h.origin, request, callback)).status).toBe(200);
  });
});

describe('update password (kc_action=UPDATE_PASSWORD)', () => {
  it('asks for a new password after login, stores it, and completes the flow', async () => {
    const email = uniqueEmail('pw');
    await h.idp.createAccount({
      email,
      firstName: 'Pat',
      lastName: 'Word',
      password: 'old-password',
      roles: ['VENDOR'],
    });

    const jar = new CookieJar();
    const request = authRequest(h.origin, { kc_action: 'UPDATE_PASSWORD' });
    const loginPage = expectPage(await browse(jar, request.url));
    const update = expectPage(
      await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), h.origin).href, {
        form: { username: email, password: 'old-password' },
      }),
    );
    expect(textOf(update.html, 'kc-page-title')).toBe('Update password');
    expect(labelFor(update.html, 'password-new')).toBe('New password');
    expect(attributes(update.html, 'password-new')).toMatchObject({ name: 'password-new', type: 'password' });
    expect(labelFor(update.html, 'password-confirm')).toBe('Confirm password');
    expect(attributes(update.html, 'password-confirm')).toMatchObject({ name: 'password-confirm' });
    expect(textOf(update.html, 'kc-submit')).toBe('Submit');
    const action = new URL(formAction(update.html, 'kc-passwd-update-form'), h.origin).href;

    const mismatch = expectPage(
      await browse(jar, action, {
        form: { 'password-new': 'new-password-1', 'password-confirm': 'other-password' },
      }),
    );
    expect(textOf(mismatch.html, 'input-error-password-confirm')).toBe(
      "Password confirmation doesn't match.",
    );

    const callback = expectRedirect(
      await browse(jar, action, {
        form: { 'password-new': 'new-password-1', 'password-confirm': 'new-password-1' },
      }),
    );
    expect((await exchangeCode(h.origin, request, callback)).status).toBe(200);

    const fresh = new CookieJar();
    const page = expectPage(await browse(fresh, authRequest(h.origin).url));
    const failed = expectPage(
      await browse(fresh, new URL(formAction(page.html, 'kc-form-login'), h.origin).href, {
        form: { username: email, password: 'old-password' },
      }),
    );
    expect(textOf(failed.html, 'input-error')).toBe('Invalid username or password.');
    await login(h.origin, email, 'new-password-1');
  });

  it('forces the update page when the user already has a session, and Cancel keeps the password', async () => {
    const email = uniqueEmail('pw2');
    await h.idp.createAccount({
      email,
      firstName: 'Sam',
      lastName: 'Session',
      password: 'first-password',
      roles: ['VENDOR'],
    });
    const { jar } = await login(h.origin, email, 'first-password');

    const request = authRequest(h.origin, { kc_action: 'UPDATE_PASSWORD' });
    const update = expectPage(await browse(jar, request.url));
    expect(textOf(update.html, 'kc-page-title')).toBe('Update password');
    expect(pageText(update.html)).toContain(`Choose a new password for ${email}.`);
    const callback = expectRedirect(
      await browse(jar, new URL(formAction(update.html, 'kc-passwd-update-form'), h.origin).href, {
        form: { 'cancel-aia': 'true' },
      }),
    );
    expect((await exchangeCode(h.origin, request, callback)).status).toBe(200);
    await login(h.origin, email, 'first-password');
  });
});

describe('logout', () => {
  it('ends the session and redirects to the post-logout URI at once when id_token_hint is valid', async () => {
    const { jar, tokens } = await login(h.origin, 'vendor@showroom.test', 'vendor');
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${h.origin}/`,
      state: 'bye',
      client_id: CLIENT_ID,
    });
    const landing = expectRedirect(await browse(jar, `${h.origin}${KC}/logout?${params.toString()}`));
    expect(landing.href).toBe(`${h.origin}/?state=bye`);
    expect(jar.names().some((n) => n.startsWith('KC_SESSION'))).toBe(false);

    // The session is gone: the next authorization shows the login form, and the refresh token is revoked.
    expect(
      attributes(expectPage(await browse(jar, authRequest(h.origin).url)).html, 'kc-form-login'),
    ).toBeDefined();
    const refreshed = await tokenRequest(h.origin, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('asks for confirmation without id_token_hint, and the confirmation logs out', async () => {
    const { jar } = await login(h.origin, 'vendor@showroom.test', 'vendor');
    const params = new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${VITE_ORIGIN}/` });
    const page = expectPage(await browse(jar, `${h.origin}${KC}/logout?${params.toString()}`));
    expect(pageText(page.html)).toContain('Do you want to log out?');
    expect(textOf(page.html, 'kc-logout')).toBe('Logout');
    const action = formAction(page.html, 'op.logoutForm');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    const landing = expectRedirect(
      await browse(jar, new URL(action, h.origin).href, { form: { xsrf, logout: 'yes' } }),
    );
    expect(landing.href).toBe(`${VITE_ORIGIN}/`);
  });
});

describe('password grant (development only)', () => {
  it('returns the same kind of tokens as the code flow for valid credentials, and invalid_grant otherwise', async () => {
    const ok = await tokenRequest(h.origin, {
      grant_type: 'password',
      username: 'admin@showroom.test',
      password: 'admin',
      scope: 'openid profile email',
    });
    expect(ok.status).toBe(200);
    const { payload } = await verifyAccessToken(ok.body.access_token);
    expect(payload).toMatchObject({
      sub: demo['admin@showroom.test'],
      azp: CLIENT_ID,
      realm_access: { roles: ['ADMIN'] },
    });
    expect(decodeJwt(ok.body.id_token ?? '')).toMatchObject({
      realm_access: { roles: ['ADMIN'] },
      given_name: 'Ada',
    });
    const refreshed = await tokenRequest(h.origin, {
      grant_type: 'refresh_token',
      refresh_token: ok.body.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);

    const bad = await tokenRequest(h.origin, {
      grant_type: 'password',
      username: 'admin@showroom.test',
      password: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_grant');
  });
});

describe('accounts', () => {
  it('seeds the demo accounts idempotently', async () => {
    expect(Object.keys(demo).sort()).toEqual([
      'admin@showroom.test',
      'newvendor@showroom.test',
      'vendor@showroom.test',
    ]);
    expect(await h.idp.seedDemoAccounts()).toEqual(demo);
    expect(await h.idp.findAccountByEmail('NewVendor@showroom.test')).toEqual({
      id: demo['newvendor@showroom.test'],
      email: 'newvendor@showroom.test',
      firstName: 'Nora',
      lastName: 'Newvendor',
      roles: ['VENDOR'],
      emailVerified: true,
      locale: 'en',
    });
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    const email = uniqueEmail('dup');
    await h.idp.createAccount({ email, firstName: 'A', lastName: 'B', password: 'password-1', roles: [] });
    await expect(
      h.idp.createAccount({
        email: email.toUpperCase(),
        firstName: 'A',
        lastName: 'B',
        password: 'password-1',
        roles: [],
      }),
    ).rejects.toThrow(/already exists/);
  });
});

describe('update password after an old login', () => {
  it('asks the logged-in user to re-authenticate first when the login is older than 5 minutes', async () => {
    const email = uniqueEmail('old');
    const { id } = await h.idp.createAccount({
      email,
      firstName: 'Olga',
      lastName: 'Old',
      password: 'old-login-pw',
      roles: ['VENDOR'],
    });
    const { jar } = await login(h.origin, email, 'old-login-pw');
    // Age the stored session by ten minutes rather than waiting.
    await h.pg.query(
      `update idp.oidc_payloads set payload = jsonb_set(payload, '{loginTs}', to_jsonb((payload->>'loginTs')::bigint - 600))
       where model = 'Session' and payload->>'accountId' = $1`,
      [id],
    );

    const request = authRequest(h.origin, { kc_action: 'UPDATE_PASSWORD' });
    const reauth = expectPage(await browse(jar, request.url));
    expect(textOf(reauth.html, 'kc-page-title')).toBe('Please re-authenticate to continue');
    expect(attributes(reauth.html, 'username')).toMatchObject({ value: email, readonly: '' });
    const action = new URL(formAction(reauth.html, 'kc-form-login'), h.origin).href;

    const other = expectPage(
      await browse(jar, action, { form: { username: 'vendor@showroom.test', password: 'vendor' } }),
    );
    expect(textOf(other.html, 'input-error')).toBe('Invalid username or password.');

    const update = expectPage(
      await browse(jar, action, { form: { username: email, password: 'old-login-pw' } }),
    );
    expect(textOf(update.html, 'kc-page-title')).toBe('Update password');
  });
});

describe('oidc-provider storage adapter', () => {
  it('stores, finds, consumes, expires and revokes payloads per model', async () => {
    const { createAdapterFactory } = await import('../src/adapter.ts');
    const factory = createAdapterFactory(h.db);
    const codes = factory('AuthorizationCode');
    const tokens = factory('AccessToken');
    const sessions = factory('Session');

    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await codes.upsert('expired', { grantId: 'g1' }, -1);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);

    expect(await codes.find('c1')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(await tokens.find('c1')).toBeUndefined();
    expect(await codes.find('expired')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });

    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: expect.any(Number) as number });

    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('t1')).toEqual({ grantId: 'g1' });

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });
});

// Last in the file: it replaces the provider and the database under the harness.
describe('restart', () => {
  it('keeps keys, sessions and refresh tokens across a restart on the same database', async () => {
    const { jar, tokens } = await login(h.origin, 'vendor@showroom.test', 'vendor');
    const kid = decodeProtectedHeader(tokens.access_token).kid;

    // A real restart of the data: dump the database, close it, and start a new provider on a copy.
    const dump = await h.pg.dumpDataDir('gzip');
    await h.idp.close();
    await h.pg.close();
    const restarted = await h.start({ pg: await PGlite.create({ loadDataDir: dump }) });

    expect(restarted.publicJwks().keys[0]?.kid).toBe(kid);
    await verifyAccessToken(tokens.access_token);

    const request = authRequest(h.origin);
    const callback = expectRedirect(await browse(jar, request.url));
    expect((await exchangeCode(h.origin, request, callback)).status).toBe(200);

    const refreshed = await tokenRequest(h.origin, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
  });

  it('does not offer the password grant in production', async () => {
    const prod = await h.start({
      production: true,
      allowInProduction: true,
      logger: { info() {}, warn() {}, error() {} },
    });
    expect(prod.issuer).toBe(h.issuer);
    const d = (await (await fetch(`${h.issuer}/.well-known/openid-configuration`)).json()) as {
      grant_types_supported: string[];
    };
    expect(d.grant_types_supported).not.toContain('password');
    const res = await tokenRequest(h.origin, {
      grant_type: 'password',
      username: 'admin@showroom.test',
      password: 'admin',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unsupported_grant_type');
  });
});
