import { createHmac, randomBytes } from 'node:crypto';
import type { AppEventKind } from '@showroom/contract';
import { isbot } from 'isbot';

export interface VisitorCounterOptions {
  /** The clock: the day a count belongs to, and when the secret is replaced (UTC). */
  now: () => Date;
  /** Beacons one client may send per minute; a client over it is taken for a bot until the day ends. */
  maxPerMinute?: number;
  /** Visitors remembered per day; once reached, further new visitors are not counted that day. */
  maxVisitors?: number;
  /** Called once a day when the visitor limit is reached. */
  onFull?: () => void;
}

/** A day as the statistics table keys it: 'YYYY-MM-DD' in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

const MINUTE_MS = 60_000;
/** A person opens a few app pages a minute; a crawler many. */
const DEFAULT_MAX_PER_MINUTE = 30;
/** About 60 bytes each: at most ~15 MB per process. */
const DEFAULT_MAX_VISITORS = 250_000;

/**
 * Decides whether a beacon counts, without keeping anything that identifies a visitor:
 *
 * - a visitor counts once per app, kind and UTC day. It is recognised by a keyed hash (HMAC-SHA256) of
 *   its IP address, user agent, app, kind and day, with a random secret made when the day starts and
 *   replaced the next day. The secret and the hashes live in this process's memory only, so neither
 *   can be joined with anything after the day: the address cannot be recovered from a hash without the
 *   secret, and the secret is gone. Each process has its own secret: behind N processes a visitor may
 *   count once per process and day.
 * - bots are not counted: a user agent that isbot's maintained list names (or none at all), and a
 *   client (hash of address and user agent) sending more than `maxPerMinute` beacons in a minute, which
 *   is then ignored for the rest of the day.
 */
export class VisitorCounter {
  private readonly now: () => Date;
  private readonly maxPerMinute: number;
  private readonly maxVisitors: number;
  private day = '';
  private secret = Buffer.alloc(0);
  private readonly seen = new Set<string>();
  private readonly flagged = new Set<string>();
  private minute = -1;
  private readonly perClient = new Map<string, number>();
  private full = false;
  private readonly onFull: (() => void) | undefined;

  constructor(options: VisitorCounterOptions) {
    this.now = options.now;
    this.maxPerMinute = options.maxPerMinute ?? DEFAULT_MAX_PER_MINUTE;
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
    const { appId, kind, ip, userAgent } = beacon;
    if (!userAgent || isbot(userAgent)) return undefined;
    const now = this.now();
    const day = utcDay(now);
    if (day !== this.day) {
      this.day = day;
      this.secret = randomBytes(32);
      this.seen.clear();
      this.flagged.clear();
      this.perClient.clear();
      this.full = false;
    }
    const client = this.hash(ip, userAgent);
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
    const visit = this.hash(ip, userAgent, appId, kind, day);
    if (this.seen.has(visit)) return undefined;
    if (this.seen.size >= this.maxVisitors) {
      if (!this.full) this.onFull?.();
      this.full = true;
      return undefined;
    }
    this.seen.add(visit);
    return day;
  }
}
