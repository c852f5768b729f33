/**
 * Addresses the showroom shows visitors as links (issue 20, item 5): demo, repository and website URLs,
 * a template's CKM page, the interoperability servers a vendor types, and the vendor's e-mail domain.
 * They must name a real public host: no IP literals (in any spelling: 2130706433, 0x7f.1 and 0177.0.0.1
 * are 127.0.0.1), no internal names (one label, localhost, .local, .internal, .corp, .home.arpa, ...), a
 * port from 1 to 65535, a public suffix, and no host that mixes scripts the way look-alikes of other
 * hosts do (Cyrillic "а" in "pаypal.com"). Hosts the operator allows (CHECK_ALLOW_HOSTS: an intranet
 * catalogue, tests) are exempt from the public-host rules, not from the shape rules.
 *
 * The rules run with a HostPolicy. The web's (DEFAULT_HOST_POLICY) allows the reserved documentation
 * names (RFC 2606: `.example`, `example.com`) and judges a suffix by its shape; the API installs its own
 * (setHostPolicy at start) with the allow list and the full public-suffix list, which is too large for
 * the web's bundles. So the form refuses what is certainly wrong, and the API decides the rest. Where
 * the operator allows hosts, the web's forms use OPERATOR_ALLOW_LIST_POLICY (the runtime configuration's
 * `hostAllowList` says so; the list itself is not published).
 */
import { texts } from './i18n/locale.ts';

export const PUBLIC_URL_MESSAGES = texts('PUBLIC_URL_MESSAGES', {
  ipAddress: 'Please use a host name, not an IP address',
  internalHost:
    'Please use a public address: local and internal names (localhost, .local, .internal, .corp and the like) do not reach visitors',
  publicSuffix: 'Please use a host name under a public domain, such as .com, .org or .de',
  port: 'The port must be a number from 1 to 65535',
  mixedScripts:
    'The host name mixes alphabets (e.g. Latin and Cyrillic letters), as look-alikes of other addresses do; please type it in one alphabet',
  hostShape:
    'The host name is not valid: use letters, digits and hyphens between dots, with no hyphen at the start or end of a part',
  emailDomain: 'The e-mail address needs a public domain after the @, e.g. name@company.com',
  credentials: 'Please leave a user name and password out of the address: nothing with an @ before the host',
  httpsOnly: 'Please use an https:// address: plain http:// is only for servers the operator allows',
} as const);

export type UrlProblem = Exclude<
  keyof typeof PUBLIC_URL_MESSAGES,
  'emailDomain' | 'credentials' | 'httpsOnly'
>;

/** How the rules judge a host name (ASCII, lower case, without a trailing dot). */
export interface HostPolicy {
  /** Hosts the operator allows although they are internal or IP literals (CHECK_ALLOW_HOSTS). */
  readonly allowed: (host: string) => boolean;
  /** Whether the host lies under a public suffix (a maintained public-suffix list, or a shape check). */
  readonly publicSuffix: (host: string) => boolean;
  /**
   * Whether `allowed` is the operator's allow list. The web's is not: it cannot know which intranet
   * servers an operator allows, so it leaves the address classes of interoperability servers (which
   * may be intranet ones, over http) to the API.
   */
  readonly knowsAllowList: boolean;
  /**
   * Hosts a server address may name over plain http: the operator's allow list only (CHECK_ALLOW_HOSTS),
   * not the documentation names `allowed` also lets through. Without it, `allowed` decides.
   */
  readonly allowsHttp?: (host: string) => boolean;
}

/**
 * RFC 2606 / RFC 6761 names reserved for documentation and tests (`.example`, `.test`, `example.com`,
 * `example.net`, `example.org`): they never name a host of anyone's network.
 */
export function isDocumentationHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return /(?:^|\.)(?:example|test)$/.test(h) || /(?:^|\.)example\.(?:com|net|org)$/.test(h);
}

/** Top-level names that are never public (RFC 6761/6762/8375, ICANN's .internal, widespread private use). */
const INTERNAL_TLDS = new Set([
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'private',
  'corp',
  'home',
  'lan',
  'invalid',
  'test',
  'onion',
  'alt',
  'arpa',
]);
/** Hosts that are internal under a public suffix: cloud metadata services. */
const INTERNAL_HOSTS = /^(?:metadata\.google\.internal|metadata|instance-data(?:\.ec2\.internal)?)$/;

/** The shape of a public suffix without the list: letters (or an IDN's xn-- form), at least two. */
const shapeOfPublicSuffix = (host: string): boolean => /\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(host);

export const DEFAULT_HOST_POLICY: HostPolicy = {
  allowed: isDocumentationHost,
  publicSuffix: shapeOfPublicSuffix,
  knowsAllowList: false,
};

/**
 * The web's policy where the operator allows hosts (CHECK_ALLOW_HOSTS, which it does not publish): any
 * host may be one of them, so the form checks only the shape, ports and look-alikes, and the API, which
 * knows the list, decides whether an internal name or an address may be used.
 */
export const OPERATOR_ALLOW_LIST_POLICY: HostPolicy = {
  allowed: () => true,
  publicSuffix: shapeOfPublicSuffix,
  knowsAllowList: false,
};

let current: HostPolicy = DEFAULT_HOST_POLICY;

/** The API sets its policy once at start (the allow list, the public-suffix list); the web keeps the default. */
export function setHostPolicy(policy: HostPolicy): void {
  current = policy;
}

// ---------------------------------------------------------------------------------------------
// Look-alikes

/** RFC 3492 decoding of one `xn--` label's rest; undefined when it is not valid Punycode. */
function decodePunycode(input: string): string | undefined {
  const base = 36;
  const delimiter = input.lastIndexOf('-');
  const output: number[] = [];
  for (let j = 0; j < Math.max(delimiter, 0); j++) output.push(input.charCodeAt(j));
  let n = 128;
  let bias = 72;
  let i = 0;
  let first = true;
  for (let index = delimiter > 0 ? delimiter + 1 : 0; index < input.length;) {
    const oldi = i;
    let w = 1;
    for (let k = base; ; k += base) {
      if (index >= input.length) return undefined;
      const c = input.charCodeAt(index++);
      const digit =
        c >= 48 && c <= 57 ? c - 22 : c >= 97 && c <= 122 ? c - 97 : c >= 65 && c <= 90 ? c - 65 : base;
      if (digit >= base) return undefined;
      i += digit * w;
      const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
      if (digit < t) break;
      w *= base - t;
      if (i > 0x10ffff * 64) return undefined;
    }
    const length = output.length + 1;
    let delta = first ? Math.floor((i - oldi) / 700) : (i - oldi) >> 1;
    first = false;
    delta += Math.floor(delta / length);
    let k = 0;
    for (; delta > 455; k += base) delta = Math.floor(delta / 35);
    bias = k + Math.floor((36 * delta) / (delta + 38));
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];
/** Mixtures that whole languages write (UTS #39's "highly restrictive" level): Latin with Japanese, Chinese or Korean. */
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];
/** Cyrillic letters that look like Latin ones: a label of only these under a non-Cyrillic suffix passes for Latin ("раура1"). */
const CYRILLIC_LATIN_LOOKALIKES =
  /^[\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455\u04cf\u0501\u051b\u051d\u0261\u04bb0-9-]+$/u;

function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const ch of label) {
    if (!/\p{L}/u.test(ch)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(ch))?.[0] ?? `U+${ch.codePointAt(0)!.toString(16)}`);
  }
  return found;
}

/** Whether a host (ASCII form) mixes scripts in a label, or spells a Latin-looking name in Cyrillic. */
export function isLookAlikeHost(asciiHost: string): boolean {
  const labels = asciiHost
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? '\u0000') : label));
  if (labels.includes('\u0000')) return true;
  const tld = labels.at(-1) ?? '';
  const cyrillicTld = scriptsOf(tld).has('Cyrillic');
  return labels.some((label) => {
    const scripts = scriptsOf(label);
    if (scripts.size > 1 && !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.has(s)))) return true;
    return !cyrillicTld && scripts.has('Cyrillic') && CYRILLIC_LATIN_LOOKALIKES.test(label);
  });
}

// ---------------------------------------------------------------------------------------------
// Hosts and URLs

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4_LIKE = /^[0-9.]+$|^0x[0-9a-f.x]+$/i;

/** What is wrong with a host name as the URL parser gives it (lower-case ASCII), or undefined. */
export function hostProblem(rawHost: string, policy: HostPolicy = current): UrlProblem | undefined {
  const host = rawHost.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || IPV4_LIKE.test(host) || host.includes(':')) {
    return policy.allowed(host.replace(/^\[|\]$/g, '')) ? undefined : 'ipAddress';
  }
  const labels = host.split('.');
  if (host.length > 253 || !labels.every((label) => LABEL.test(label))) return 'hostShape';
  if (isLookAlikeHost(host)) return 'mixedScripts';
  if (policy.allowed(host)) return undefined;
  if (labels.length < 2 || INTERNAL_TLDS.has(labels.at(-1)!) || INTERNAL_HOSTS.test(host))
    return 'internalHost';
  if (/^\d+$/.test(labels.at(-1)!)) return 'ipAddress';
  return policy.publicSuffix(host) ? undefined : 'publicSuffix';
}

/**
 * What is wrong with the host and port of an absolute http(s) URL, or undefined. The URL's other parts
 * are the callers' rules (https only, no user info); a value that is no URL at all is 'hostShape'.
 */
export function publicUrlProblem(value: string, policy: HostPolicy = current): UrlProblem | undefined {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(value)?.[1];
  if (authority === undefined) return 'hostShape';
  const port = /:(\d*)$/.exec(authority.replace(/^.*@/, '').replace(/^\[[^\]]*\]/, ''))?.[1];
  if (port !== undefined && (port === '' || Number(port) < 1 || Number(port) > 65535)) return 'port';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'hostShape';
  }
  return hostProblem(url.hostname, policy);
}

/** The message for a URL's host or port, or undefined; the caller's own message covers the rest. */
export function publicUrlError(value: string, policy: HostPolicy = current): string | undefined {
  const problem = publicUrlProblem(value, policy);
  return problem === undefined ? undefined : PUBLIC_URL_MESSAGES[problem];
}

/** Whether an e-mail address's domain is a public host (not `a@b`, `x@localhost`, `x@10.0.0.1`). */
export function emailDomainError(email: string, policy: HostPolicy = current): string | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  let host: string;
  try {
    host = new URL(`https://${domain}`).hostname;
  } catch {
    return PUBLIC_URL_MESSAGES.emailDomain;
  }
  return hostProblem(host, policy) === undefined ? undefined : PUBLIC_URL_MESSAGES.emailDomain;
}

/**
 * An interoperability server's base URL (FHIR sandbox, CDS Hooks discovery, openEHR CDR): the same
 * rules, where the policy knows the allow list (the API); elsewhere (the web) only the shape rules.
 */
export function serverUrlError(value: string, policy: HostPolicy = current): string | undefined {
  const problem = publicUrlProblem(value, policy);
  if (problem === undefined) return undefined;
  const addressClass = problem === 'ipAddress' || problem === 'internalHost' || problem === 'publicSuffix';
  return addressClass && !policy.knowsAllowList ? undefined : PUBLIC_URL_MESSAGES[problem];
}

// ---------------------------------------------------------------------------------------------
// One rule for every address field (issue 32, item 6)

/** What judgeUrl finds wrong: the host rules' problems, the address's form, credentials, or plain http. */
export type UrlJudgementProblem = UrlProblem | 'format' | 'credentials' | 'httpsOnly';

export type UrlJudgement = { ok: true; url: string } | { ok: false; problem: UrlJudgementProblem };

/**
 * The one rule for an address a vendor types (demo, repository, website, a template's CKM page, and the
 * profile's servers: FHIR sandbox, CDS Hooks discovery, demo CDR). The address is read the way the live
 * checks and browsers read it (WHATWG URL), and what it names is judged, not its spelling:
 *
 * - no white space, control character or backslash anywhere (WHATWG reads `https://evil.com\@127.0.0.1/`
 *   as host evil.com while a person reads 127.0.0.1), no user name or password (`user:pass@host`);
 * - https; plain http only for a `server` whose host the operator allows (CHECK_ALLOW_HOSTS), where the
 *   policy knows the allow list (the web's does not, and leaves that to the API);
 * - the host and port rules of hostProblem (no IP literal, no internal name, a public suffix, no
 *   look-alike) on the parsed host; for a `server` judged by a policy without the allow list (the web),
 *   only the shape rules;
 * - links (not servers) keep the format "https followed by a host containing a dot" (isHttpsUrl).
 *
 * An accepted address comes back normalised, which is what is stored: the scheme and host in lower case,
 * the host without a trailing dot, the port as a number; path, query and fragment as typed.
 */
export function judgeUrl(
  value: string,
  options: { server?: boolean; policy?: HostPolicy; linkFormat?: (value: string) => boolean } = {},
): UrlJudgement {
  const policy = options.policy ?? current;
  const server = options.server ?? false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return { ok: false, problem: 'format' };
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is.exec(value);
  if (!parts) return { ok: false, problem: 'format' };
  const [, scheme = '', authority = '', rest = ''] = parts;
  const protocol = scheme.toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') return { ok: false, problem: 'format' };
  if (authority.includes('@')) return { ok: false, problem: 'credentials' };
  // A link's format is judged without the host's trailing dot, which the stored form drops anyway.
  const undotted = `${scheme}://${authority.replace(/\.(?=:\d*$|$)/, '')}${rest}`;
  if (!server && !(options.linkFormat ?? (() => true))(undotted)) return { ok: false, problem: 'format' };
  // A percent-escape in the host would be decoded by the parser into another host than the one shown.
  if (authority.includes('%')) return { ok: false, problem: 'hostShape' };
  const problem = publicUrlProblem(value, policy);
  const addressClass = problem === 'ipAddress' || problem === 'internalHost' || problem === 'publicSuffix';
  if (problem !== undefined && !(server && addressClass && !policy.knowsAllowList)) {
    return { ok: false, problem };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'format' };
  }
  if (url.hostname === '' || url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'format' };
  }
  const host = url.hostname.replace(/\.$/, '');
  if (protocol === 'http') {
    const bare = host.replace(/^\[|\]$/g, '');
    const allowed = server && (!policy.knowsAllowList || (policy.allowsHttp ?? policy.allowed)(bare));
    if (!allowed) return { ok: false, problem: 'httpsOnly' };
  }
  // An ASCII host as the parser reads it (lower case, an address in its one spelling); an IDN as typed,
  // so it stays readable, in lower case with plain dots. Never a trailing dot.
  const typed = authority.replace(/:(\d*)$/, '');
  const port = /:(\d+)$/.exec(authority.replace(/^\[[^\]]*\]/, ''))?.[1];
  const shownHost = (
    /^[\x21-\x7e]*$/.test(typed)
      ? host
      : typed
          .normalize('NFC')
          .toLowerCase()
          .replace(/[\u3002\uff0e\uff61]/g, '.')
  ).replace(/\.$/, '');
  return {
    ok: true,
    url: `${protocol}://${shownHost}${port === undefined ? '' : `:${Number(port)}`}${rest}`,
  };
}

/** The message of a problem judgeUrl found, with the field's own message for an address's form. */
export function urlJudgementMessage(problem: UrlJudgementProblem, formatMessage: string): string {
  return problem === 'format' ? formatMessage : PUBLIC_URL_MESSAGES[problem];
}

/** judgeUrl's normalised form of an accepted address, else the value as it is (for zod's overwrite). */
export const normalisedUrl = (value: string, options: Parameters<typeof judgeUrl>[1] = {}): string => {
  if (value === '') return value;
  const judged = judgeUrl(value, options);
  return judged.ok ? judged.url : value;
};
