// Which addresses a live check may reach. Vendors type the addresses the showroom fetches, so a check
// must never become a way into the showroom's own network: only public unicast addresses pass, unless
// the operator allows a host name or range in CHECK_ALLOW_HOSTS (an intranet catalogue, or tests).
// The address classes come from ipaddr.js (IANA's special-purpose registries), not from patterns.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CHECK_DETAIL_PHRASES_WRITTEN as PHRASES } from '@showroom/contract';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** CHECK_ALLOW_HOSTS, parsed: host names that may be reached even on private addresses and over plain http, and ranges of addresses that may. */
export interface AllowList {
  /** Lower-case host names without a trailing dot. */
  readonly hosts: ReadonlySet<string>;
  /** Lower-case name suffixes with their leading dot (`.example`): every host under them. */
  readonly suffixes: readonly string[];
  readonly ranges: readonly (readonly [Address, number])[];
}

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, at most 253 characters. */
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const isHostName = (name: string): boolean =>
  name.length <= 253 && !isIP(name) && name.split('.').every((label) => HOST_LABEL.test(label));

/** `Example.ORG.` and `example.org` are the same host; `[::1]` (a URL's host) is the address `::1`. */
export function normaliseHost(host: string): string {
  const lower = host.toLowerCase();
  if (lower.startsWith('[') && lower.endsWith(']')) return lower.slice(1, -1);
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/**
 * Parses CHECK_ALLOW_HOSTS: a comma-separated list of host names and CIDR ranges (a bare address is a
 * range of one), e.g. `localhost,127.0.0.0/8,::1/128,fhir.intranet.example`; an entry with a leading
 * dot (`.intranet.example`) names every host under it. Empty entries are skipped.
 * Throws an Error naming the first entry that is neither.
 */
export function parseAllowList(value: string): AllowList {
  const hosts = new Set<string>();
  const suffixes: string[] = [];
  const ranges: (readonly [Address, number])[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (entry.startsWith('.') && isHostName(normaliseHost(entry.slice(1)))) {
      suffixes.push(`.${normaliseHost(entry.slice(1))}`);
    } else if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry) || !isIP(entry.slice(0, entry.indexOf('/')))) {
        throw new Error(
          `CHECK_ALLOW_HOSTS: "${entry}" is not a valid CIDR range (write e.g. 10.0.0.0/8 or fd00::/8)`,
        );
      }
      const [address, bits] = ipaddr.parseCIDR(entry);
      ranges.push([address, bits]);
    } else if (isIP(normaliseHost(entry))) {
      const address = ipaddr.parse(normaliseHost(entry));
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (isHostName(normaliseHost(entry))) {
      hosts.add(normaliseHost(entry));
    } else {
      throw new Error(
        `CHECK_ALLOW_HOSTS: "${entry}" is neither a host name nor an address or CIDR range (write e.g. fhir.intranet.example or 10.0.0.0/8)`,
      );
    }
  }
  return { hosts, suffixes, ranges };
}

/** Whether the list names this host name, by itself or by a suffix entry. */
function namesHost(allow: AllowList, host: string): boolean {
  const name = normaliseHost(host);
  return allow.hosts.has(name) || allow.suffixes.some((suffix) => name.endsWith(suffix));
}

/** An address as ipaddr.js sees it; an IPv4-mapped IPv6 address (::ffff:10.0.0.5) is its IPv4 address. */
function toAddress(address: string): Address | undefined {
  const plain = normaliseHost(address);
  if (!isIP(plain.split('%')[0] ?? '')) return undefined;
  const parsed = ipaddr.parse(plain);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

function inRanges(allow: AllowList, address: Address): boolean {
  return allow.ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
}

/**
 * Whether the allow list names this host (a host name, compared without case and trailing dot) or
 * covers this address (an IP address, bare or in brackets, IPv4-mapped forms included).
 */
export function isAllowed(allow: AllowList, hostOrAddress: string): boolean {
  const address = toAddress(hostOrAddress);
  if (address) return inRanges(allow, address);
  return namesHost(allow, hostOrAddress);
}

/**
 * Cloud metadata services: never reached through a listed host name, only when a listed range covers
 * them. AWS/GCP/Azure/OpenStack/Oracle (169.254.169.254), AWS ECS task metadata (169.254.170.2), AWS
 * IMDS over IPv6 (fd00:ec2::254), Alibaba (100.100.100.200), Azure WireServer (168.63.129.16, a public
 * address), Oracle's legacy one (192.0.0.192).
 */
const METADATA_ADDRESSES = [
  '169.254.169.254',
  '169.254.170.2',
  'fd00:ec2::254',
  '100.100.100.200',
  '168.63.129.16',
  '192.0.0.192',
].map((a) => ipaddr.parse(a));

/** Global unicast IPv6 (2000::/3); everything outside it is reserved or special. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls it unicast. */
const IPV6_IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

const RANGE_NAMES: Record<string, string> = {
  loopback: PHRASES.loopback,
  private: PHRASES.privateNetwork,
  uniqueLocal: PHRASES.privateNetwork,
  linkLocal: PHRASES.linkLocal,
  multicast: PHRASES.multicast,
  unspecified: PHRASES.unspecified,
  broadcast: PHRASES.broadcast,
  carrierGradeNat: PHRASES.carrierGradeNat,
  reserved: PHRASES.reserved,
  benchmarking: PHRASES.benchmarking,
  metadata: PHRASES.metadata,
};

/** Why an address may not be reached, as a phrase ("a private network address"), or undefined when it is public unicast. */
export function blockedAddressKind(address: string): string | undefined {
  let parsed = toAddress(address);
  if (!parsed) return PHRASES.notAnIpAddress;
  if (
    METADATA_ADDRESSES.some(
      (m) => m.kind() === parsed!.kind() && parsed!.match(m, m.kind() === 'ipv4' ? 32 : 128),
    )
  ) {
    return RANGE_NAMES.metadata;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const range = v6.range();
    // NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and IPv4-translated (::ffff:0:a.b.c.d) carry an IPv4
    // address in their last 32 bits: judge that one.
    if (range === 'rfc6052' || range === 'rfc6145') {
      parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    } else if (v6.match(IPV6_IPV4_COMPATIBLE) && range !== 'unspecified' && range !== 'loopback') {
      return PHRASES.ipv4Compatible;
    } else if (range !== 'unicast') {
      return RANGE_NAMES[range] ?? PHRASES.specialPurpose(range);
    } else if (!v6.match(IPV6_GLOBAL_UNICAST)) {
      return RANGE_NAMES.reserved;
    } else {
      return undefined;
    }
    if (METADATA_ADDRESSES.some((m) => m.kind() === 'ipv4' && parsed!.match(m, 32)))
      return RANGE_NAMES.metadata;
  }
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  return RANGE_NAMES[range] ?? PHRASES.specialPurpose(range);
}

/**
 * Whether a check may connect to this address of this host: a public unicast address, or one the
 * allow list covers by range, or any but a cloud metadata address of a host the list names.
 */
export function mayConnect(allow: AllowList, host: string, address: string): boolean {
  const kind = blockedAddressKind(address);
  if (kind === undefined) return true;
  const parsed = toAddress(address);
  if (parsed && inRanges(allow, parsed)) return true;
  return kind !== RANGE_NAMES.metadata && kind !== 'not an IP address' && namesHost(allow, host);
}
