import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from '../src/env.ts';

/** Production's minimum here: the metrics need their token. */
const PRODUCTION = { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-secret-0123456789' } as const;

describe('loadEnv', () => {
  it('has defaults for a first `npm start`: port 8080, PGlite in .data, the embedded IdP, seeding on', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      production: false,
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      idp: {
        kind: 'embedded',
        issuer: 'http://localhost:8080/realms/showroom',
        realm: 'showroom',
        clientId: 'showroom-web',
      },
      seed: true,
      inactivityTimeoutMs: 300_000,
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
      devWebOrigin: undefined,
      tracking: { enabled: false, script: '', id: '' },
    });
  });

  it('derives the public URL from PORT, and keeps a given one without its trailing slash', () => {
    expect(loadEnv({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    const env = loadEnv({ PUBLIC_URL: 'https://showroom.example.org/' });
    expect(env.publicUrl).toBe('https://showroom.example.org');
    expect(env.idp.issuer).toBe('https://showroom.example.org/realms/showroom');
  });

  it('switches to Keycloak when KEYCLOAK_URL is set', () => {
    const env = loadEnv({
      KEYCLOAK_URL: 'https://sso.example.org/',
      KEYCLOAK_REALM: 'health',
      KEYCLOAK_CLIENT_ID: 'web',
    });
    expect(env.idp).toEqual({
      kind: 'keycloak',
      url: 'https://sso.example.org',
      realm: 'health',
      clientId: 'web',
      issuer: 'https://sso.example.org/realms/health',
    });
  });

  it('resolves a given DATA_DIR from the working directory and WEB_DIST from the repository', () => {
    const env = loadEnv({ DATA_DIR: 'tmp/data', WEB_DIST: 'somewhere/dist' });
    expect(env.dataDir).toBe(path.resolve(process.cwd(), 'tmp/data'));
    expect(env.webDist).toBe(path.join(REPO_ROOT, 'somewhere/dist'));
  });

  it('reads flags and treats empty values as unset', () => {
    expect(loadEnv({ SEED: 'false' }).seed).toBe(false);
    expect(loadEnv({ SEED: '' }).seed).toBe(true);
    expect(loadEnv({ TRACKING_ENABLED: 'true', IDP_EMBEDDED: '1' })).toMatchObject({
      tracking: { enabled: true },
      idpEmbeddedInProduction: true,
    });
    expect(loadEnv({ INACTIVITY_TIMEOUT_MS: '0' }).inactivityTimeoutMs).toBe(0);
  });

  it('seeds the demo catalogue and accounts outside production only, unless SEED says otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).seed).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).seed).toBe(true);
    expect(loadEnv({ ...PRODUCTION }).seed).toBe(false);
    expect(loadEnv({ ...PRODUCTION, SEED: '' }).seed).toBe(false);
    expect(loadEnv({ ...PRODUCTION, SEED: 'true' }).seed).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', SEED: 'false' }).seed).toBe(false);
  });

  it('verifies new e-mail addresses by default in production where mail goes out, and nowhere else', () => {
    const SMTP_URL = 'smtps://showroom:secret@smtp.example.org:465';
    // Issue 32: without verification, registration says whether an address has an account.
    expect(loadEnv({ ...PRODUCTION, SMTP_URL }).idpVerifyEmail).toBe(true);
    // No mail reaches anyone: nobody could follow the link (IDP_VERIFY_EMAIL=true is refused at the start).
    expect(loadEnv(PRODUCTION).idpVerifyEmail).toBe(false);
    // Development and tests log their mails: a new account logs in at once.
    expect(loadEnv({}).idpVerifyEmail).toBe(false);
    expect(loadEnv({ SMTP_URL }).idpVerifyEmail).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', SMTP_URL }).idpVerifyEmail).toBe(false);
    // Said explicitly, it wins either way.
    expect(loadEnv({ ...PRODUCTION, SMTP_URL, IDP_VERIFY_EMAIL: 'false' }).idpVerifyEmail).toBe(false);
    expect(loadEnv({ IDP_VERIFY_EMAIL: 'true' }).idpVerifyEmail).toBe(true);
  });

  it('names the support contact: SUPPORT_EMAIL, the demo contact outside production, none in production', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).supportEmail).toBe('support@showroom.localhost');
    expect(loadEnv(PRODUCTION).supportEmail).toBe('');
    expect(loadEnv({ ...PRODUCTION, SUPPORT_EMAIL: 'help@example.org' }).supportEmail).toBe(
      'help@example.org',
    );
    expect(() => loadEnv({ SUPPORT_EMAIL: 'help@example.org?subject=x' })).toThrow(
      /SUPPORT_EMAIL must be a plain address/,
    );
    expect(() => loadEnv({ SUPPORT_EMAIL: 'Support <help@example.org>' })).toThrow(EnvError);
  });

  it('takes TRUST_PROXY as the proxies to believe: addresses, CIDR ranges and named ranges', () => {
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, ::1,Loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    ['true', /true would trust every hop/],
    ['yes', /true would trust every hop/],
    ['1', /a hop count cannot tell a proxy from a client/],
    ['2', /a hop count cannot tell a proxy from a client/],
    ['proxy.internal', /must be false or the addresses of your proxies/],
    ['10.0.0.0/33', /must be false or the addresses of your proxies/],
    ['10.0.0.1,,10.0.0.2', /must be false or the addresses of your proxies/],
  ])('refuses TRUST_PROXY=%s with the reason', (value, reason) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(reason);
  });

  it('has no dev web origin in production', () => {
    expect(loadEnv({ ...PRODUCTION }).devWebOrigin).toBeUndefined();
    expect(loadEnv({ DEV_WEB_ORIGIN: 'http://localhost:5173/' }).devWebOrigin).toBe('http://localhost:5173');
    expect(() => loadEnv({ ...PRODUCTION, DEV_WEB_ORIGIN: 'http://localhost:5173' })).toThrow(
      /DEV_WEB_ORIGIN is for npm run dev/,
    );
  });

  it('refuses production without METRICS_TOKEN, saying how to make one', () => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: 'production' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      expect.stringMatching(
        /^METRICS_TOKEN: set METRICS_TOKEN \(16-200 printable characters, e\.g\. from `openssl rand -hex 24`\) with NODE_ENV=production/,
      ),
    ]);
    expect(() => loadEnv({ NODE_ENV: 'production', METRICS_TOKEN: '' })).toThrow(EnvError);
    expect(loadEnv(PRODUCTION).metricsToken).toBe('scrape-secret-0123456789');
    // Development and tests keep the metrics public when no token is set.
    expect(loadEnv({ NODE_ENV: 'development' }).metricsToken).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test' }).metricsToken).toBeUndefined();
  });

  it('names every bad value in one message', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        PUBLIC_URL: 'localhost:8080',
        DATABASE_URL: 'mysql://db/x',
        SEED: 'maybe',
        LOG_LEVEL: 'loud',
        INACTIVITY_TIMEOUT_MS: '-1',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { problems, message } = error as EnvError;
    expect(problems).toEqual([
      'PORT: PORT must be a number',
      'PUBLIC_URL: PUBLIC_URL must be an http(s) URL, e.g. http://localhost:8080',
      'DATABASE_URL: DATABASE_URL must be a postgres:// URL',
      'SEED: SEED must be true or false',
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'INACTIVITY_TIMEOUT_MS: INACTIVITY_TIMEOUT_MS must be 0 (off) or more',
    ]);
    expect(message).toMatch(/^Invalid environment:\n {2}- PORT: /);
  });
});
