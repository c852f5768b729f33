// What a live check's history says went wrong (CheckRecord.detail): the API writes these sentences in
// English, and the history keeps what it wrote. The web shows them in the language on screen through
// checkDetailText, which knows a kept sentence by these English templates (kept-text.ts), as checkReasonText
// knows a fact's reason. Zod-free, as check-texts.ts.
import { texts } from './i18n/locale.ts';
import { keptShapes, translateKept } from './kept-text.ts';

/** Each sentence the checks write, by what went wrong. */
const CHECK_DETAILS_ENGLISH = {
  // Reaching the address (the safe client).
  timeout: (time: string): string => `The server did not answer within ${time}.`,
  credentials: 'The address contains a user name or password; checks never send credentials.',
  notHttpsScheme: (scheme: string): string => `Only https:// addresses are checked (this one is ${scheme}).`,
  noHost: 'The address has no host name.',
  plainHttp: 'Only https:// addresses are checked; this one uses plain http.',
  dns: (host: string): string => `The host name ${host} could not be resolved.`,
  addressIs: (kind: string, address: string): string => `The address is ${kind} (${address}).`,
  addressResolvesTo: (kind: string, address: string): string =>
    `The address resolves to ${kind} (${address}).`,
  tlsName: (host: string): string => `The server's TLS certificate is not valid for ${host}.`,
  certExpired: "The server's TLS certificate has expired.",
  certNotYetValid: "The server's TLS certificate is not valid yet.",
  certSelfSigned: "The server's TLS certificate is self-signed.",
  certChainSelfSigned:
    "The server's TLS certificate chain ends in a self-signed certificate that is not trusted.",
  certUntrusted:
    "The server's TLS certificate is not issued by a trusted authority (or its chain is incomplete).",
  certRevoked: "The server's TLS certificate has been revoked.",
  tlsFailed: (code: string): string => `The TLS connection could not be established (${code}).`,
  tlsClosed: 'The server closed the connection during the TLS handshake.',
  refused: 'The server refused the connection.',
  closedEarly: 'The server closed the connection before it answered completely.',
  unreachable: 'The server cannot be reached from here.',
  notHttp: 'The server did not answer with valid HTTP.',
  connectionFailed: (code: string): string => `The connection failed (${code}).`,
  connectTimeout: (time: string): string => `The server did not accept a connection within ${time}.`,
  tooLarge: (size: string): string => `The answer is larger than ${size}.`,
  invalidUrl: 'The address is not a valid URL.',
  redirectRefused: (url: string, why: string): string => `The redirect to ${url} was refused: ${why}`,
  redirectInvalid: (location: string): string =>
    `The server redirected to an address that is not a valid URL (${location}).`,
  tooManyRedirects: (max: string): string => `The server redirected more than ${max} times.`,
  httpsToHttp: (url: string): string => `The server redirected from https to plain http (${url}).`,
  // Reading the answer.
  metadataIs: (what: string): string => `The metadata answer is ${what}, not a CapabilityStatement`,
  metadataNoResourceType: 'The metadata answer has no resourceType; a CapabilityStatement was expected',
  smartConfigurationIs: (kind: string): string => `The SMART configuration is ${kind}, not a JSON object`,
  smartConfigurationEmpty: 'The SMART configuration has neither capabilities nor a token_endpoint',
  manifestNotJson: 'The SMART app manifest is not JSON',
  manifestIs: (kind: string): string => `The SMART app manifest is ${kind}, not a JSON object`,
  manifestEmpty: 'The SMART app manifest has neither a launch_url nor redirect_uris',
  cdsDiscoveryIs: (kind: string): string =>
    `The CDS Hooks discovery answer is ${kind}, not an object with services`,
  cdsDiscoveryNoServices: 'The CDS Hooks discovery answer has no services list',
  openehrOptionsIs: (kind: string): string => `The openEHR OPTIONS answer is ${kind}, not a JSON object`,
  openehrOptionsEmpty:
    'The openEHR OPTIONS answer has none of solution, vendor, restapi_specs_version, endpoints',
  templateListIs: (kind: string): string => `The template list is ${kind}, not an array of templates`,
  templateListNoIds: 'The template list has entries, but none with a template_id',
  serverStatus: (status: string): string => `The server answered with HTTP status ${status}.`,
  addressStatus: (status: string): string => `The address answered with HTTP status ${status}.`,
  noManifest: (tried: string, status: string): string =>
    `The app publishes no SMART app manifest (${tried} answered HTTP status ${status}).`,
  lookupsUnanswered: (unanswered: string, total: string, first: string): string =>
    `${unanswered} of ${total} lookups were not answered: ${first}`,
};
export const CHECK_DETAILS = texts('CHECK_DETAILS', { ...CHECK_DETAILS_ENGLISH });

/**
 * The phrases inside those sentences: what a JSON answer was, what kind of address was refused, a time,
 * a size, two addresses tried.
 */
const CHECK_DETAIL_PHRASES_ENGLISH = {
  null: 'null',
  anArray: 'an array',
  anObject: 'an object',
  aString: 'a string',
  aNumber: 'a number',
  aBoolean: 'a boolean',
  loopback: 'a loopback address',
  privateNetwork: 'a private network address',
  linkLocal: 'a link-local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  carrierGradeNat: 'a carrier-grade NAT address',
  reserved: 'a reserved or documentation address',
  benchmarking: 'a benchmarking address',
  metadata: 'a cloud metadata address',
  notAnIpAddress: 'not an IP address',
  ipv4Compatible: 'an IPv4-compatible IPv6 address (deprecated)',
  specialPurpose: (range: string): string => `a special-purpose address (${range})`,
  /** A FHIR resource where a CapabilityStatement was expected ("a Patient", "an Observation"). */
  aResource: (type: string): string => `a ${type}`,
  anResource: (type: string): string => `an ${type}`,
  seconds: (amount: string): string => `${amount} s`,
  milliseconds: (amount: string): string => `${amount} ms`,
  megabytes: (amount: string): string => `${amount} MB`,
  kilobytes: (amount: string): string => `${amount} KB`,
  bytes: (amount: string): string => `${amount} bytes`,
  both: (first: string, second: string): string => `${first} and ${second}`,
};
export const CHECK_DETAIL_PHRASES = texts('CHECK_DETAIL_PHRASES', { ...CHECK_DETAIL_PHRASES_ENGLISH });

/** The English texts, for the API, which writes every detail in English whatever the request's language. */
export const CHECK_DETAILS_WRITTEN: typeof CHECK_DETAILS_ENGLISH = CHECK_DETAILS_ENGLISH;
export const CHECK_DETAIL_PHRASES_WRITTEN: typeof CHECK_DETAIL_PHRASES_ENGLISH = CHECK_DETAIL_PHRASES_ENGLISH;

const NUMBER = /^\d+(?:\.\d+)?$/;
/** The phrases whose values have a shape of their own: "a Patient" names a resource, "a b c" does not. */
const PHRASE_VALUES: Partial<Record<keyof typeof CHECK_DETAIL_PHRASES_ENGLISH, RegExp>> = {
  aResource: /^[A-Z][A-Za-z]*$/,
  anResource: /^[A-Z][A-Za-z]*$/,
  seconds: NUMBER,
  milliseconds: NUMBER,
  megabytes: NUMBER,
  kilobytes: NUMBER,
  bytes: NUMBER,
  both: /^\S+$/,
  specialPurpose: /^[A-Za-z0-9]+$/,
};

const DETAIL_SHAPES = keptShapes(CHECK_DETAILS_ENGLISH);
const PHRASE_SHAPES = keptShapes(CHECK_DETAIL_PHRASES_ENGLISH, PHRASE_VALUES);

/** A value inside a sentence: a sentence of its own (a refused redirect's reason), a phrase, or as is. */
function valueText(text: string): string {
  return (
    translateKept(text, DETAIL_SHAPES, CHECK_DETAILS, valueText) ??
    translateKept(text, PHRASE_SHAPES, CHECK_DETAIL_PHRASES) ??
    text
  );
}

/** A kept detail in the language on screen; one the templates do not know stays as it was written. */
export function checkDetailText(detail: string): string {
  return translateKept(detail, DETAIL_SHAPES, CHECK_DETAILS, valueText) ?? detail;
}
