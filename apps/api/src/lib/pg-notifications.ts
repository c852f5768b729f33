import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client.ts';

export interface NotificationsLog {
  warn(obj: object, msg: string): void;
}

export interface ChannelHandler {
  /** Every notification on the channel; PostgreSQL delivers it when the notifying transaction commits. */
  onNotify(payload: string): void;
  /**
   * Delivery became guaranteed (true) or stopped being so (false, the connection was lost).
   * Notifications may have been missed around either, so subscribers treat both as "anything changed".
   */
  onListening?(listening: boolean): void;
}

export interface ChannelSubscription {
  /** True while notifications on the channel are guaranteed to arrive. */
  readonly listening: boolean;
  /** Resolves once the first LISTEN was answered (or failed; on PostgreSQL the listener keeps retrying). */
  readonly started: Promise<void>;
  /** Stops delivering to this subscriber; the connection stays for the others. */
  close(): Promise<void>;
}

/**
 * The process's notification listener: ONE dedicated connection that LISTENs on every channel
 * somebody subscribed to and hands each notification to that channel's subscribers.
 */
export interface PgNotifications {
  listen(channel: string, handler: ChannelHandler): ChannelSubscription;
  /** Ends the connection; subscriptions stop listening without being told (their owners are closing too). */
  close(): Promise<void>;
}

/** Visible in pg_stat_activity, so operators (and tests) can tell the LISTEN connection apart. */
export const LISTENER_APPLICATION_NAME = 'showroom-notifications';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

class Subscription implements ChannelSubscription {
  #listening = false;
  #closed = false;
  #markStarted: () => void = () => {};
  readonly started = new Promise<void>((resolve) => (this.#markStarted = resolve));

  constructor(
    readonly channel: string,
    private readonly handler: ChannelHandler,
    private readonly log: NotificationsLog,
    private readonly onClose: (sub: Subscription) => Promise<void>,
  ) {}

  get listening(): boolean {
    return this.#listening;
  }

  get closed(): boolean {
    return this.#closed;
  }

  markStarted(): void {
    this.#markStarted();
  }

  notify(payload: string): void {
    if (!this.#closed) this.#guard(() => this.handler.onNotify(payload));
  }

  setListening(listening: boolean): void {
    if (this.#closed || this.#listening === listening) return;
    this.#listening = listening;
    this.#guard(() => this.handler.onListening?.(listening));
  }

  /** Without telling the subscriber: for the listener's own close. */
  detach(): void {
    this.#closed = true;
    this.#listening = false;
    this.#markStarted();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.detach();
    await this.onClose(this);
  }

  // One subscriber's failure must neither reach the connection's event handlers nor starve the others.
  #guard(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.log.warn({ err }, `notifications: a subscriber of '${this.channel}' failed`);
    }
  }
}

/**
 * Listens through the database's own client: PGlite's `listen()` (one process, so its own
 * connection's notifications included), or a dedicated `pg` client on PostgreSQL that reconnects
 * with backoff. Create one per process and share it.
 */
export function createPgNotifications(db: Db, log: NotificationsLog): PgNotifications {
  // Drizzle keeps the driver's client on `$client` (a PGlite instance or a pg.Pool).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteNotifications(client, log);
  if (client instanceof pg.Pool) return postgresNotifications(client, log);
  log.warn({}, 'notifications: unknown database client; nothing is cached and mails go out at each poll');
  return {
    listen: (channel, handler) => {
      const sub = new Subscription(channel, handler, log, () => Promise.resolve());
      sub.markStarted();
      return sub;
    },
    close: () => Promise.resolve(),
  };
}

function pgliteNotifications(client: PGlite, log: NotificationsLog): PgNotifications {
  let closed = false;
  const unsubscribes = new Map<Subscription, Promise<(() => Promise<void>) | undefined>>();

  const release = async (sub: Subscription): Promise<void> => {
    const unsubscribe = await unsubscribes.get(sub);
    unsubscribes.delete(sub);
    if (unsubscribe && !client.closed) await unsubscribe();
  };

  return {
    listen(channel, handler) {
      const sub = new Subscription(channel, handler, log, release);
      if (closed) {
        sub.detach();
        return sub;
      }
      const unsubscribe = client
        .listen(channel, (payload) => sub.notify(payload))
        .then((unsub) => {
          sub.setListening(true);
          return unsub;
        })
        .catch((err: unknown) => {
          log.warn({ err }, `notifications: LISTEN ${channel} failed`);
          return undefined;
        })
        .finally(() => sub.markStarted());
      unsubscribes.set(sub, unsubscribe);
      return sub;
    },
    async close() {
      closed = true;
      const subs = [...unsubscribes.keys()];
      for (const sub of subs) sub.detach();
      await Promise.all(subs.map(release));
    },
  };
}

function postgresNotifications(pool: pg.Pool, log: NotificationsLog): PgNotifications {
  // The pool's own settings (connection string, credentials, ssl), but a connection of its own:
  // a LISTENing session must stay open and must not be handed to queries.
  const config: pg.ClientConfig = {
    ...(pool as unknown as { options: pg.ClientConfig }).options,
    application_name: LISTENER_APPLICATION_NAME,
  };
  const subscribers = new Map<string, Set<Subscription>>();
  let closed = false;
  let client: pg.Client | undefined;
  /** The current client is connected: channels can be LISTENed on it. */
  let connected = false;
  /** Channels LISTEN was sent for on the current client, and those it was answered for. */
  let requested = new Set<string>();
  let listened = new Set<string>();
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const everySubscriber = (): Subscription[] => [...subscribers.values()].flatMap((set) => [...set]);

  const quietEnd = async (c: pg.Client): Promise<void> => {
    c.removeAllListeners();
    c.on('error', () => {});
    await c.end().catch(() => {});
  };

  // Each client reports its loss once; a late event from a replaced client changes nothing.
  const lost = (c: pg.Client, err: unknown): void => {
    if (closed || client !== c) return;
    client = undefined;
    connected = false;
    void quietEnd(c);
    for (const sub of everySubscriber()) {
      sub.setListening(false);
      sub.markStarted();
    }
    log.warn({ err }, `notifications: LISTEN connection lost; retrying in ${retryMs} ms`);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function request(c: pg.Client, channel: string): Promise<void> {
    requested.add(channel);
    try {
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c) return;
    listened.add(channel);
    retryMs = RETRY_MIN_MS;
    for (const sub of subscribers.get(channel) ?? []) {
      sub.setListening(true);
      sub.markStarted();
    }
  }

  async function connect(): Promise<void> {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client(config);
    client = c;
    connected = false;
    requested = new Set();
    listened = new Set();
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    c.on('notification', (msg) => {
      for (const sub of [...(subscribers.get(msg.channel) ?? [])]) sub.notify(msg.payload ?? '');
    });
    try {
      await c.connect();
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c) return;
    connected = true;
    // Channels subscribed to from now on are requested by listen() itself.
    await Promise.all([...subscribers.keys()].map((channel) => request(c, channel)));
  }

  // A channel nobody listens to any more stays LISTENed until the connection goes: its
  // notifications find no subscriber, and a new subscriber is listening at once.
  const unsubscribe = (sub: Subscription): Promise<void> => {
    const set = subscribers.get(sub.channel);
    set?.delete(sub);
    if (set?.size === 0) subscribers.delete(sub.channel);
    return Promise.resolve();
  };

  return {
    listen(channel, handler) {
      const sub = new Subscription(channel, handler, log, unsubscribe);
      if (closed) {
        sub.detach();
        return sub;
      }
      const set = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, set);
      set.add(sub);
      if (!client) {
        // Waiting to retry: the last attempt failed, so this one has its answer too.
        if (timer) sub.markStarted();
        else void connect();
      } else if (connected) {
        if (listened.has(channel)) {
          sub.setListening(true);
          sub.markStarted();
        } else if (!requested.has(channel)) void request(client, channel);
      }
      return sub;
    },
    async close() {
      closed = true;
      connected = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const sub of everySubscriber()) sub.detach();
      subscribers.clear();
      const c = client;
      client = undefined;
      if (c) await quietEnd(c);
    },
  };
}
