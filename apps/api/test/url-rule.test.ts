/**
 * Issue 32, item 6: one URL rule for every field a vendor types an address into. The profile's server
 * fields (FHIR sandbox, CDS Hooks discovery, demo CDR) accepted what the demo, repository and CKM fields
 * refuse: plain http:// outside CHECK_ALLOW_HOSTS, `https://evil.com\@127.0.0.1/` stored verbatim (the
 * WHATWG parser reads host evil.com, a person reads 127.0.0.1), an upper-case host with a trailing dot.
 * Now every field is judged by the contract's judgeUrl on the parsed address, and the normalised form is
 * stored. Each hostile form below is refused in each of the seven fields with a 400 naming the field,
 * and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { account, appBody, call, detailsOf, snapshot, vendorAccount } from './helpers/journey.ts';

const HOSTILE = [
  'http://fhir.vitals.example/r4',
  'https://evil.com\\@127.0.0.1/',
  'https://evil.com\\\\@127.0.0.1/',
  'https://user:secret@fhir.vitals.example/r4',
  'HTTPS://EVIL.COM@127.0.0.1/',
  'https://127.0.0.1/',
  'https://169.254.169.254/latest/meta-data',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://[::1]/',
  'https://[::ffff:10.0.0.1]/',
  'https://localhost:8443/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://127.0.0.1%2f.vitals.example/',
  'https://fhir.vitals.example:99999/',
  'https://fhir.vitals.example\t.evil.com/',
  'https://p\u0430ypal.com/fhir',
  'javascript:alert(1)',
  'ftp://fhir.vitals.example/',
] as const;

type Field = 'demoUrl' | 'repoUrl' | 'website' | 'sandboxUrl' | 'discoveryUrl' | 'demoCdrUrl' | 'ckmUrl';
const FIELDS: readonly Field[] = [
  'demoUrl',
  'repoUrl',
  'website',
  'sandboxUrl',
  'discoveryUrl',
  'demoCdrUrl',
  'ckmUrl',
];

/** The app body's overrides that put `url` into `field` (a profile declaring what the field belongs to). */
function appOverrides(field: Exclude<Field, 'website'>, url: string): Record<string, unknown> {
  switch (field) {
    case 'demoUrl':
    case 'repoUrl':
      return { [field]: url };
    case 'sandboxUrl':
      return {
        profile: {
          standards: ['fhir'],
          fhir: { versions: ['R4'], resources: [], implementationGuides: [], sandboxUrl: url },
        },
      };
    case 'discoveryUrl':
      return {
        profile: {
          standards: ['fhir'],
          fhir: { versions: ['R4'], resources: [], implementationGuides: [] },
          cdsHooks: { hooks: ['patient-view'], discoveryUrl: url },
        },
      };
    case 'demoCdrUrl':
      return { profile: { standards: ['openehr'], openehr: { templates: [], cdrs: [], demoCdrUrl: url } } };
    case 'ckmUrl':
      return {
        profile: { standards: ['openehr'], openehr: { templates: [{ id: 'T.v1', ckmUrl: url }], cdrs: [] } },
      };
  }
}

const PATHS: Record<Field, string> = {
  demoUrl: 'demoUrl',
  repoUrl: 'repoUrl',
  website: 'website',
  sandboxUrl: 'profile.fhir.sandboxUrl',
  discoveryUrl: 'profile.cdsHooks.discoveryUrl',
  demoCdrUrl: 'profile.openehr.demoCdrUrl',
  ckmUrl: 'profile.openehr.templates.0.ckmUrl',
};

describe('one URL rule for every address field', () => {
  const t = useTestApp();

  /** Who writes `field`: a user without a vendor (the website is the new vendor's), or a vendor. */
  const writer = async (field: Field) =>
    field === 'website' ? { ...(await account(['VENDOR'])), vendorId: 0 } : vendorAccount(t.db);

  /** Writes `url` into `field` the way the web does: the app body, or a new vendor's body. */
  function write(field: Field, url: string, who: Awaited<ReturnType<typeof writer>>) {
    if (field === 'website') {
      const body = {
        name: 'Acme',
        email: 'contact@acme.example',
        website: url,
        description: 'We make apps.',
      };
      return call(t.app, 'POST', '/api/vendors', who, body);
    }
    return call(t.app, 'POST', '/api/apps', who, appBody(who.vendorId, appOverrides(field, url)));
  }

  it(`refuses each of ${HOSTILE.length} hostile forms in each of ${FIELDS.length} fields, storing nothing`, async () => {
    let refused = 0;
    for (const field of FIELDS) {
      for (const url of HOSTILE) {
        const who = await writer(field);
        const before = await snapshot(t.db);
        const res = await write(field, url, who);
        expect(res.statusCode, `${field} ${url}: ${res.body}`).toBe(400);
        const paths = (res.json<{ errors?: { path: string }[] }>().errors ?? []).map((e) => e.path);
        expect(paths, `${field} ${url}`).toContain(PATHS[field]);
        expect(await snapshot(t.db), `${field} ${url}`).toBe(before);
        refused++;
      }
    }
    console.info(
      `issue 32: ${refused} hostile URLs refused (${HOSTILE.length} forms x ${FIELDS.length} fields)`,
    );
    expect(refused).toBe(HOSTILE.length * FIELDS.length);
  });

  it('stores the normalised form in every field: lower-case host, no trailing dot, the port as a number', async () => {
    const typed = 'https://FHIR.Vitals.Example.:0443/R4?x=A#Top';
    const stored = 'https://fhir.vitals.example:443/R4?x=A#Top';
    for (const field of FIELDS) {
      const res = await write(field, typed, await writer(field));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(201);
      const body = res.json<Record<string, unknown>>();
      if (field === 'website') {
        expect(body.website).toBe(stored);
        continue;
      }
      const app = detailsOf(res);
      const values: Record<Exclude<Field, 'website'>, unknown> = {
        demoUrl: app.demoUrl,
        repoUrl: app.repoUrl,
        sandboxUrl: app.profile?.fhir?.sandboxUrl,
        discoveryUrl: app.profile?.cdsHooks?.discoveryUrl,
        demoCdrUrl: app.profile?.openehr?.demoCdrUrl,
        ckmUrl: app.profile?.openehr?.templates[0]?.ckmUrl,
      };
      expect(values[field], field).toBe(stored);
    }
  });
});

describe('plain http to a server the operator allows', () => {
  const t = useTestApp({ env: { CHECK_ALLOW_HOSTS: '10.20.0.0/16,fhir.intranet.example' } });

  it('is accepted in the server fields only, and a documentation host is no allowed one', async () => {
    const v = await vendorAccount(t.db);
    const post = (overrides: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, overrides));
    for (const url of ['http://10.20.1.2:8080/fhir', 'http://FHIR.intranet.example./r4']) {
      const ok = await post(appOverrides('sandboxUrl', url));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(detailsOf(ok).profile?.fhir?.sandboxUrl).toBe(
        url.replace('FHIR.intranet.example.', 'fhir.intranet.example'),
      );
      expect((await post({ demoUrl: url })).statusCode).toBe(400);
    }
    const documentation = await post(appOverrides('demoCdrUrl', 'http://cdr.vitals.example/ehrbase'));
    expect(documentation.statusCode).toBe(400);
    expect(documentation.json<{ errors?: { message: string }[] }>().errors?.[0]?.message).toMatch(
      /https:\/\//,
    );
    expect((await post(appOverrides('demoCdrUrl', 'http://10.21.0.1/ehrbase'))).statusCode).toBe(400);
  });
});
