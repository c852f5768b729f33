/**
 * Issue 20, items 4 and 5, through the API with a real database: text that is not text and addresses
 * that cannot be public are refused with a 400 problem+json naming the field and what is wrong, storing
 * nothing; accepted text is stored in NFC. CHECK_ALLOW_HOSTS exempts the hosts it lists (an intranet
 * catalogue), and the reserved documentation names of the demo catalogue pass outside production.
 */
import {
  PUBLIC_URL_MESSAGES,
  TEXT_RULE_MESSAGES,
  appCreateBodySchema,
  vendorBodySchema,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { isUnderPublicSuffix } from '../src/modules/checks/link-hosts.ts';
import { DEMO_VENDORS, demoUrl, repoUrl, vendorEmail, vendorWebsite } from '../src/seed/demo-data.ts';
import { useTestApp } from './helpers/app.ts';
import { account, appBody, call, detailsOf, snapshot, vendorAccount } from './helpers/journey.ts';

const HOSTILE_NAMES = [
  ['zero-width characters only', '\u200b\u200b\u200b', TEXT_RULE_MESSAGES.invisible],
  ['U+202E (right-to-left override)', 'Vital\u202eSigns', TEXT_RULE_MESSAGES.direction],
  ['BEL and ESC', 'Vital\u0007Signs\u001b[2J', TEXT_RULE_MESSAGES.control],
  ['150 combining marks on one letter', `V${'\u0336'.repeat(150)}ital`, TEXT_RULE_MESSAGES.combining],
  ['U+FFFF', 'Vital Signs\uffff', TEXT_RULE_MESSAGES.invalid],
] as const;

const HOSTILE_URLS = [
  ['https://127.0.0.1/', PUBLIC_URL_MESSAGES.ipAddress],
  ['https://169.254.169.254/latest/meta-data/', PUBLIC_URL_MESSAGES.ipAddress],
  ['https://10.0.0.1/', PUBLIC_URL_MESSAGES.ipAddress],
  ['https://0.0.0.0/', PUBLIC_URL_MESSAGES.ipAddress],
  ['https://internal.corp/', PUBLIC_URL_MESSAGES.internalHost],
  ['https://metadata.google.internal/computeMetadata/v1/', PUBLIC_URL_MESSAGES.internalHost],
  ['https://demo.acme.com:99999/', PUBLIC_URL_MESSAGES.port],
  ['https://-.-', PUBLIC_URL_MESSAGES.hostShape],
  ['https://p\u0430ypal.com/', PUBLIC_URL_MESSAGES.mixedScripts],
  ['https://vitals.notapublicsuffix/', PUBLIC_URL_MESSAGES.publicSuffix],
] as const;

type Problem = { status: number; errors?: { path: string; message: string }[] };

describe('apps: text and addresses (issue 20)', () => {
  const t = useTestApp();

  it.each(HOSTILE_NAMES)(
    'refuses an app name with %s: 400 naming the problem, nothing stored',
    async (_w, name, message) => {
      const v = await vendorAccount(t.db);
      const before = await snapshot(t.db);
      const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { name }));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json<Problem>().errors).toEqual([{ path: 'name', message }]);
      expect(await snapshot(t.db)).toBe(before);
    },
  );

  it.each(HOSTILE_URLS)('refuses %s as demo and repository URL', async (url, message) => {
    const v = await vendorAccount(t.db);
    const before = await snapshot(t.db);
    for (const field of ['demoUrl', 'repoUrl']) {
      const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { [field]: url }));
      expect(res.statusCode).toBe(400);
      expect(res.json<Problem>().errors).toEqual([{ path: field, message }]);
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses an internal FHIR sandbox address in the profile (the web leaves its address class to the API)', async () => {
    const v = await vendorAccount(t.db);
    const profile = {
      standards: ['fhir'],
      fhir: { versions: ['R4'], resources: [], implementationGuides: [], sandboxUrl: 'http://10.0.0.1/fhir' },
    };
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { profile }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().errors).toEqual([
      { path: 'profile.fhir.sandboxUrl', message: PUBLIC_URL_MESSAGES.ipAddress },
    ]);
  });

  it('stores texts in NFC and keeps the demo catalogue’s documentation hosts valid', async () => {
    const v = await vendorAccount(t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, {
        name: 'Cafe\u0301 Vitals',
        descriptionShort: 'Gru\u0308n',
        description: 'U\u0308ber **uns**\n\n\tmit Tab',
        demoUrl: 'https://demo.vitals.example/app',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const app = detailsOf(res);
    expect(app.name).toBe('Café Vitals');
    expect(app.name).toHaveLength(11);
    expect(app.descriptionShort).toBe('Grün');
    expect(app.description).toBe('Über **uns**\n\n\tmit Tab');
    expect(app.demoUrl).toBe('https://demo.vitals.example/app');
  });
});

describe('vendors: text and addresses (issue 20)', () => {
  const t = useTestApp();
  const vendorBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Acme Health',
    email: 'contact@acme.com',
    website: 'https://acme.com',
    description: 'openEHR apps for clinics.',
    ...overrides,
  });

  it.each(HOSTILE_NAMES)('refuses a vendor name with %s', async (_w, name, message) => {
    const user = await account(['VENDOR']);
    const before = await snapshot(t.db);
    const res = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ name }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().errors).toEqual([{ path: 'name', message }]);
    expect(await snapshot(t.db)).toBe(before);
  });

  it.each(HOSTILE_URLS)('refuses %s as a website', async (url, message) => {
    const user = await account(['VENDOR']);
    const res = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ website: url }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().errors).toEqual([{ path: 'website', message }]);
  });

  it.each(['a@b', 'ops@localhost', 'x@10.0.0.1', 'x@intranet.corp'])(
    'refuses the vendor e-mail %s',
    async (email) => {
      const user = await account(['VENDOR']);
      const res = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ email }));
      expect(res.statusCode).toBe(400);
      expect(res.json<Problem>().errors).toEqual([
        { path: 'email', message: PUBLIC_URL_MESSAGES.emailDomain },
      ]);
    },
  );

  it('stores a public vendor in NFC', async () => {
    const user = await account(['VENDOR']);
    const res = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ name: 'Mu\u0308ller Health' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ name: string }>().name).toBe('Müller Health');
  });
});

describe('CHECK_ALLOW_HOSTS exempts an intranet catalogue’s hosts (issue 20)', () => {
  const t = useTestApp({ env: { CHECK_ALLOW_HOSTS: '10.0.0.0/8,.intranet.corp' } });

  it('accepts listed ranges and suffixes, and still refuses the others and a bad port', async () => {
    const v = await vendorAccount(t.db);
    for (const demoUrl of ['https://10.0.0.1/demo', 'https://wiki.intranet.corp/app']) {
      const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { demoUrl }));
      expect(res.statusCode, demoUrl).toBe(201);
    }
    for (const [demoUrl, message] of [
      ['https://127.0.0.1/', PUBLIC_URL_MESSAGES.ipAddress],
      ['https://other.corp/', PUBLIC_URL_MESSAGES.internalHost],
      ['https://wiki.intranet.corp:70000/', PUBLIC_URL_MESSAGES.port],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { demoUrl }));
      expect(res.json<Problem>().errors, demoUrl).toEqual([{ path: 'demoUrl', message }]);
    }
  });
});

describe('production without the demo catalogue', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production', SEED: 'false', IDP_EMBEDDED: 'true' } });

  it('refuses the documentation names unless listed', async () => {
    const v = await vendorAccount(t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { demoUrl: 'https://demo.vitals.example' }),
    );
    expect(res.json<Problem>().errors).toEqual([
      { path: 'demoUrl', message: PUBLIC_URL_MESSAGES.publicSuffix },
    ]);
  });
});

describe('the public-suffix list', () => {
  it.each([
    ['github.com', true],
    ['www.nhs.uk', true],
    ['xn--mnchen-3ya.de', true],
    ['co.uk', false],
    ['vitals.notapublicsuffix', false],
    ['com', false],
  ])('%s is under a public suffix: %s', (host, expected) => {
    expect(isUnderPublicSuffix(host)).toBe(expected);
  });
});

describe('the demo catalogue stays valid (seed/demo-data.ts)', () => {
  // `npm start` runs outside production with SEED on: a vendor editing a seeded app or vendor saves
  // without touching its addresses, which live under `.example` (RFC 2606).
  const t = useTestApp({ env: { NODE_ENV: 'development' } });

  it('passes every seeded vendor, app and update through the API body rules', () => {
    expect(t.app).toBeDefined();
    for (const vendor of DEMO_VENDORS) {
      const body = {
        name: vendor.name,
        email: vendorEmail(vendor),
        website: vendorWebsite(vendor),
        description: vendor.description,
      };
      expect(vendorBodySchema.safeParse(body).error?.issues, vendor.slug).toBeUndefined();
      for (const app of vendor.apps) {
        const updates = app.lifecycle.kind === 'active-with-update' ? [app.lifecycle.update] : [];
        for (const profile of [app.profile, ...updates.map((u) => u.profile ?? app.profile)]) {
          const result = appCreateBodySchema.safeParse({
            name: app.name,
            description: app.description,
            descriptionShort: app.descriptionShort,
            demoUrl: demoUrl('http://localhost:8080', app),
            repoUrl: repoUrl(vendor, app),
            version: app.version,
            vendor: { id: 1 },
            profile,
          });
          expect(result.error?.issues, app.slug).toBeUndefined();
        }
      }
    }
  });
});
