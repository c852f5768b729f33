import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { AppEventKind } from '@showroom/contract';
import { isbot } from 'isbot';

export interface VisitorCounterOptions {
  /** The clock: the day a count belongs to, and when the secret is replaced (UTC). */
  now: () => Date;
  /** Beacons one address may send per minute; an address over it is taken for a bot until the day ends. */
  maxPerMinute?: number;
  /** New visitors one address may add to one app and kind per day (people behind one NAT count apart). */
  maxPerAddress?: number;
  /** New visitors one app may gain per kind and day; once reached, further new visitors of it are not counted. */
  maxVisitorsPerApp?: number;
  /** Visitors remembered per day over all apps (memory only: ~60 bytes each); once reached, none are added. */
  maxVisitors?: number;
  /** Called once per app and day when the app's limit is reached, and once a day when the memory limit is. */
  onFull?: (appId: number | undefined) => void;
}

/** A day as the statistics table keys it: 'YYYY-MM-DD' in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

const MINUTE_MS = 60_000;
/** A person opens a few app pages a minute; a crawler many. */
const DEFAULT_MAX_PER_MINUTE = 30;
/** A household or an office behind one address: a few people, not thousands of browsers. */
const DEFAULT_MAX_PER_ADDRESS = 5;
/** Far above any app's real day, low enough that one app's flood cannot fill the process's memory. */
const DEFAULT_MAX_VISITORS_PER_APP = 50_000;
/** About 60 bytes each: at most ~60 MB per process. */
const DEFAULT_MAX_VISITORS = 1_000_000;

/** The 8 groups of an IPv6 address, each a number, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

/**
 * The client an address stands for: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber's line or one host's network gets a whole /64, and picks any address in it at will), an
 * IPv4-mapped IPv6 address as its IPv4 address. The address is request.ip: behind TRUST_PROXY the
 * forwarded client's, as Fastify resolves it.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Decides whether a beacon counts, without keeping anything that identifies a visitor:
 *
 * - a visitor counts once per app, kind and UTC day. It is recognised by a keyed hash (HMAC-SHA256) of
 *   its address (IPv6 by /64), user agent, app, kind and day, with a random secret made when the day
 *   starts and replaced the next day. The secret and the hashes live in this process's memory only, so
 *   neither can be joined with anything after the day: the address cannot be recovered from a hash
 *   without the secret, and the secret is gone. Each process has its own secret: behind N processes a
 *   visitor may count once per process and day.
 * - one address adds at most `maxPerAddress` new visitors per app, kind and day, whatever user agents it
 *   sends: rotating the user agent does not make new visitors. The numbers are estimates (the vendor's
 *   page says so): people behind one address beyond that count are not counted.
 * - bots are not counted: a user agent that isbot's maintained list names (or none at all), and an
 *   address sending more than `maxPerMinute` beacons in a minute, which is then ignored for the rest of
 *   the day.
 * - each app gains at most `maxVisitorsPerApp` new visitors per kind and day, so a flood on one app
 *   stops that app's counting only, not every app's.
 */
export class VisitorCounter {
  private readonly now: () => Date;
  private readonly maxPerMinute: number;
  private readonly maxPerAddress: number;
  private readonly maxVisitorsPerApp: number;
  private readonly maxVisitors: number;
  private day = '';
  private secret = Buffer.alloc(0);
  private readonly seen = new Set<string>();
  /** New visitors per hash of (address, app, kind) today. */
  private readonly perAddress = new Map<string, number>();
  /** New visitors per app and kind today. */
  private readonly perApp = new Map<string, number>();
  private readonly fullApps = new Set<number>();
  private readonly flagged = new Set<string>();
  private minute = -1;
  private readonly perClient = new Map<string, number>();
  private full = false;
  private readonly onFull: ((appId: number | undefined) => void) | undefined;

  constructor(options: VisitorCounterOptions) {
    this.now = options.now;
    this.maxPerMinute = options.maxPerMinute ?? DEFAULT_MAX_PER_MINUTE;
    this.maxPerAddress = options.maxPerAddress ?? DEFAULT_MAX_PER_ADDRESS;
    this.maxVisitorsPerApp = options.maxVisitorsPerApp ?? DEFAULT_MAX_VISITORS_PER_APP;
    this.maxVisitors = options.maxVisitors ?? DEFAULT_MAX_VISITORS;
    this.onFull = options.onFull;
  }

  private hash(...parts: (string | number)[]): string {
    return createHmac('sha256', this.secret).update(parts.join('\n')).digest('base64url').slice(0, 22);
  }

  /** The day to count the beacon on, or undefined when it does not count. */
  admit(beacon: {
    appId: number;
    kind: AppEventKind;
    ip: string;
    userAgent: string | undefined;
  }): string | undefined {
    const { appId, kind, userAgent } = beacon;
    if (!userAgent || isbot(userAgent)) return undefined;
    const now = this.now();
    const day = utcDay(now);
    if (day !== this.day) {
      this.day = day;
      this.secret = randomBytes(32);
      this.seen.clear();
      this.perAddress.clear();
      this.perApp.clear();
      this.fullApps.clear();
      this.flagged.clear();
      this.perClient.clear();
      this.full = false;
    }
    const address = clientKey(beacon.ip);
    const client = this.hash(address);
    if (this.flagged.has(client)) return undefined;
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.perClient.clear();
    }
    const sent = (this.perClient.get(client) ?? 0) + 1;
    this.perClient.set(client, sent);
    if (sent > this.maxPerMinute) {
      this.flagged.add(client);
      this.perClient.delete(client);
      return undefined;
    }
    const visit = this.hash(address, userAgent, appId, kind, day);
    if (this.seen.has(visit)) return undefined;
    const fromAddress = this.hash(address, appId, kind, day);
    const addressCount = this.perAddress.get(fromAddress) ?? 0;
    if (addressCount >= this.maxPerAddress) return undefined;
    const appKey = `${appId}\n${kind}`;
    const appCount = this.perApp.get(appKey) ?? 0;
    if (appCount >= this.maxVisitorsPerApp) {
      if (!this.fullApps.has(appId)) this.onFull?.(appId);
      this.fullApps.add(appId);
      return undefined;
    }
    if (this.seen.size >= this.maxVisitors) {
      if (!this.full) this.onFull?.(undefined);
      this.full = true;
      return undefined;
    }
    this.seen.add(visit);
    this.perAddress.set(fromAddress, addressCount + 1);
    this.perApp.set(appKey, appCount + 1);
    return day;
  }
}
