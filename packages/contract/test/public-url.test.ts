/**
 * Issue 20, item 5: addresses that cannot be public. Each URL below was stored and shown to visitors
 * as a link; the form and the API body now refuse it with a message that names the problem.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_FORM_MESSAGES,
  DEFAULT_HOST_POLICY,
  isHttpsUrl,
  PUBLIC_URL_MESSAGES,
  VENDOR_FORM_MESSAGES,
  appCreateBodySchema,
  emailError,
  interopProfileSchema,
  judgeUrl,
  normalisedUrl,
  publicUrlProblem,
  setHostPolicy,
  vendorBodySchema,
  type HostPolicy,
} from '../src/index.ts';

afterEach(() => setHostPolicy(DEFAULT_HOST_POLICY));

const HOSTILE = [
  ['https://127.0.0.1/', 'ipAddress'],
  ['https://169.254.169.254/latest/meta-data', 'ipAddress'],
  ['https://10.0.0.1', 'ipAddress'],
  ['https://0.0.0.0', 'ipAddress'],
  ['https://2130706433/', 'ipAddress'],
  ['https://0x7f.1/', 'ipAddress'],
  ['https://0177.0.0.1/', 'ipAddress'],
  ['https://[::1]/', 'ipAddress'],
  ['https://[::ffff:10.0.0.1]/', 'ipAddress'],
  ['https://internal.corp', 'internalHost'],
  ['https://metadata.google.internal/computeMetadata/v1/', 'internalHost'],
  ['https://localhost:8443', 'internalHost'],
  ['https://printer.local', 'internalHost'],
  ['https://router.home.arpa', 'internalHost'],
  ['https://fileserver', 'internalHost'],
  ['https://acme.com:99999', 'port'],
  ['https://acme.com:0', 'port'],
  ['https://-.-', 'hostShape'],
  ['https://a_b.com', 'hostShape'],
  ['https://p\u0430ypal.com', 'mixedScripts'],
  ['https://xn--pypal-4ve.com', 'mixedScripts'],
  ['https://\u0430\u0440\u0440\u04cf\u0435.com', 'mixedScripts'],
  ['https://acme.c0m', 'publicSuffix'],
] as const;

const PUBLIC = [
  'https://github.com/vitalis/vital-signs',
  'https://demo.acme.de:8443/start?x=1#top',
  'https://münchen.de',
  'https://例え.jp',
  'https://пример.рф',
  'https://中文.com.cn',
  'https://demo.vitalis.example/app',
];

describe('public URLs', () => {
  it.each(HOSTILE)('refuses %s (%s)', (url, problem) => {
    expect(publicUrlProblem(url)).toBe(problem);
  });

  it.each(PUBLIC)('accepts %s', (url) => {
    expect(publicUrlProblem(url)).toBeUndefined();
  });

  // A host without a dot (localhost, 2130706433, [::1]) or with an underscore already fails the format rule.
  const formatOr = (url: string, message: string, format: string) => (isHttpsUrl(url) ? message : format);

  it.each(HOSTILE)('the app body refuses %s as a demo and a repository URL', (url, problem) => {
    const body = { name: 'App', description: 'd', descriptionShort: 's', vendor: { id: 1 } };
    for (const [field, format] of [
      ['demoUrl', APP_FORM_MESSAGES.demoUrlFormat],
      ['repoUrl', APP_FORM_MESSAGES.repoUrlFormat],
    ] as const) {
      const result = appCreateBodySchema.safeParse({ ...body, [field]: url });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [field, formatOr(url, PUBLIC_URL_MESSAGES[problem], format)],
      ]);
    }
  });

  it.each(HOSTILE)('the vendor body refuses %s as a website', (url, problem) => {
    const result = vendorBodySchema.safeParse({
      name: 'Acme',
      email: 'contact@acme.com',
      website: url,
      description: 'd',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      formatOr(url, PUBLIC_URL_MESSAGES[problem], VENDOR_FORM_MESSAGES.websiteFormat),
    ]);
  });

  it('allows the hosts of the policy (the API: CHECK_ALLOW_HOSTS) but never a malformed host or port', () => {
    setHostPolicy({
      allowed: (host) => host === '127.0.0.1' || host.endsWith('.corp'),
      publicSuffix: () => true,
      knowsAllowList: true,
    });
    expect(publicUrlProblem('https://127.0.0.1:8443/x')).toBeUndefined();
    expect(publicUrlProblem('https://internal.corp')).toBeUndefined();
    expect(publicUrlProblem('https://10.0.0.1')).toBe('ipAddress');
    expect(publicUrlProblem('https://internal.corp:99999')).toBe('port');
    expect(publicUrlProblem('https://-.corp')).toBe('hostShape');
  });

  it('uses the policy’s public-suffix list', () => {
    setHostPolicy({ ...DEFAULT_HOST_POLICY, publicSuffix: (host) => host.endsWith('.com') });
    expect(publicUrlProblem('https://acme.com')).toBeUndefined();
    expect(publicUrlProblem('https://acme.notasuffix')).toBe('publicSuffix');
  });

  it('leaves the address class of interoperability servers to a policy that knows the allow list', () => {
    const profile = (sandboxUrl: string) => ({
      standards: ['fhir'],
      fhir: { versions: ['R4'], resources: [], implementationGuides: [], sandboxUrl },
    });
    // The web's policy: an intranet server may be allowed by the operator, so only the shape counts.
    expect(interopProfileSchema.safeParse(profile('http://127.0.0.1:8080/fhir')).success).toBe(true);
    expect(interopProfileSchema.safeParse(profile('https://fhir.acme.com:0')).error?.issues[0]?.message).toBe(
      PUBLIC_URL_MESSAGES.port,
    );
    expect(interopProfileSchema.safeParse(profile('https://p\u0430ypal.com/fhir')).success).toBe(false);
    setHostPolicy({ ...DEFAULT_HOST_POLICY, knowsAllowList: true });
    expect(
      interopProfileSchema.safeParse(profile('http://127.0.0.1:8080/fhir')).error?.issues[0]?.message,
    ).toBe(PUBLIC_URL_MESSAGES.ipAddress);
  });
});

describe('vendor e-mail', () => {
  it.each(['a@b', 'ops@localhost', 'x@10.0.0.1', 'x@intranet.corp', 'x@acme.c0m'])('refuses %s', (email) => {
    expect(emailError(email)).toBe(PUBLIC_URL_MESSAGES.emailDomain);
    const result = vendorBodySchema.safeParse({
      name: 'Acme',
      email,
      website: 'https://acme.com',
      description: 'd',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([PUBLIC_URL_MESSAGES.emailDomain]);
  });

  it('accepts a public domain and keeps the shape message for malformed addresses', () => {
    expect(emailError('contact@acme.com')).toBeUndefined();
    expect(emailError('a@')).toBe(VENDOR_FORM_MESSAGES.emailInvalid);
  });
});

// Issue 32, item 6: one rule for every address field, on the parsed address, with the normalised form.
describe('judgeUrl', () => {
  const API_POLICY: HostPolicy = {
    allowed: (host) => host === '10.1.2.3' || host.endsWith('.example'),
    publicSuffix: () => true,
    knowsAllowList: true,
    allowsHttp: (host) => host === '10.1.2.3',
  };

  it.each([
    ['https://evil.com\\@127.0.0.1/', 'format'],
    ['https://evil.com/\\..\\', 'format'],
    ['https://evil.com\t/', 'format'],
    ['https://user:pass@fhir.acme.com/', 'credentials'],
    ['https://@fhir.acme.com/', 'credentials'],
    ['HTTPS://EVIL.COM@127.0.0.1/', 'credentials'],
    ['https://127.0.0.1%2f.acme.com/', 'hostShape'],
    ['http://fhir.acme.com/r4', 'httpsOnly'],
    ['http://fhir.vitals.example/r4', 'httpsOnly'],
    ['https://127.0.0.1/', 'ipAddress'],
    ['https://localhost/', 'internalHost'],
    ['https://fhir.acme.com:70000/', 'port'],
    ['ftp://fhir.acme.com/', 'format'],
    ['javascript:alert(1)', 'format'],
  ] as const)('refuses the server address %s (%s)', (url, problem) => {
    expect(judgeUrl(url, { server: true, policy: API_POLICY })).toEqual({ ok: false, problem });
  });

  it('takes plain http only to the hosts the operator allows, and only for servers', () => {
    expect(judgeUrl('http://10.1.2.3:8080/fhir', { server: true, policy: API_POLICY })).toEqual({
      ok: true,
      url: 'http://10.1.2.3:8080/fhir',
    });
    expect(judgeUrl('http://10.1.2.3:8080/fhir', { policy: API_POLICY, linkFormat: isHttpsUrl })).toEqual({
      ok: false,
      problem: 'format',
    });
  });

  it('gives the normalised form: lower-case scheme and host, no trailing dot, the port as a number', () => {
    const judge = (url: string) => judgeUrl(url, { server: true, policy: API_POLICY });
    expect(judge('HTTPS://FHIR.Acme.COM./R4?Q=1#F')).toEqual({
      ok: true,
      url: 'https://fhir.acme.com/R4?Q=1#F',
    });
    expect(judge('https://fhir.acme.com.:08443/r4')).toEqual({
      ok: true,
      url: 'https://fhir.acme.com:8443/r4',
    });
    expect(judge('https://MÜNCHEN.de./fhir')).toEqual({ ok: true, url: 'https://münchen.de/fhir' });
    expect(normalisedUrl('https://GitHub.com./x', { linkFormat: isHttpsUrl })).toBe('https://github.com/x');
    // The schemas store it.
    const parsed = interopProfileSchema.parse({
      standards: ['fhir'],
      fhir: {
        versions: ['R4'],
        resources: [],
        implementationGuides: [],
        sandboxUrl: 'https://HAPI.fhir.org./baseR4',
      },
    });
    expect(parsed.fhir?.sandboxUrl).toBe('https://hapi.fhir.org/baseR4');
  });

  it("leaves a server's address class and plain http to the API where the policy does not know the allow list", () => {
    expect(judgeUrl('http://127.0.0.1:8080/fhir', { server: true, policy: DEFAULT_HOST_POLICY }).ok).toBe(
      true,
    );
    expect(judgeUrl('https://evil.com\\@127.0.0.1/', { server: true, policy: DEFAULT_HOST_POLICY }).ok).toBe(
      false,
    );
    expect(judgeUrl('https://u@fhir.acme.com/', { server: true, policy: DEFAULT_HOST_POLICY }).ok).toBe(
      false,
    );
  });
});
