/**
 * Sends the outbox, the mails queued as database rows. Every API process may run one worker over the
 * same database: claims use SKIP LOCKED and a lease (mail-repository.ts), so no mail goes out twice,
 * and a crashed worker's claims are taken over once their lease runs out. Sending happens outside any
 * transaction. The worker wakes on the 'outbox' notification of a committed mail, when a retry comes
 * due, and at the poll interval as a fallback for missed notifications.
 */
import type { Db } from '../../db/client.ts';
import { createPgNotifications, type PgNotifications } from '../../lib/pg-notifications.ts';
import { listenOutbox, type OutboxListener } from './mail-events.ts';
import {
  claimDueMails,
  markFailed,
  markSent,
  nextDueInMs,
  releaseClaims,
  renewClaim,
  type ClaimedMail,
} from './mail-repository.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

interface MailWorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: MailWorkerLog;
  /**
   * The process's notification listener (the app's `notifications`), so the worker needs no LISTEN
   * connection of its own; without it, the worker opens one on `db` and closes it on stop().
   */
  notifications?: PgNotifications | undefined;
  /** The longest the worker sleeps without a notification. */
  pollIntervalMs?: number;
  /** Mails claimed (and sent one after the other) per round. */
  batchSize?: number;
  /** After this many failed attempts a mail stays unsent, with its last error. */
  maxAttempts?: number;
  /** Milliseconds to wait after the given failed attempt (1 for the first) before the next one. */
  backoff?: (attempt: number) => number;
  /** How long a claim holds; a worker that dies mid-send leaves its mails to others after this. */
  leaseMs?: number;
}

export interface MailRunResult {
  sent: number;
  failed: number;
}

export interface MailWorker {
  /**
   * Listens for queued mails and sends them until stop(). Resolves once it listens and has done its
   * first round (what was due at start); it never rejects: a failing round is logged and retried.
   */
  start(): Promise<void>;
  /** Finishes the send in flight, hands the rest of its claim back, stops listening. */
  stop(): Promise<void>;
  /** One round: claim the due mails (up to batchSize) and send them. Rounds never overlap. */
  runOnce(): Promise<MailRunResult>;
}

export const MAIL_DEFAULTS = {
  pollIntervalMs: 30_000,
  batchSize: 10,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
} as const;

const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_FACTOR = 5;
const BACKOFF_MAX_MS = 60 * 60_000;

/** 5 s, 25 s, ~2 min, ~10 min, ~52 min, then hourly: a mail survives a mail server down for hours. */
export const mailBackoff = (attempt: number): number =>
  Math.min(BACKOFF_FIRST_MS * BACKOFF_FACTOR ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);

/** Keeps a worker whose next retry is "now" (another process holds it mid-claim) from spinning. */
const MIN_WAIT_MS = 250;
const MAX_ERROR_LENGTH = 1000;

const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);

const outgoing = (mail: ClaimedMail): OutgoingMail => ({
  key: `showroom.outbox.${mail.id}.${mail.createdAt.getTime()}`,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger: log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? MAIL_DEFAULTS.pollIntervalMs;
  const batchSize = options.batchSize ?? MAIL_DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? MAIL_DEFAULTS.maxAttempts;
  const leaseMs = options.leaseMs ?? MAIL_DEFAULTS.leaseMs;
  const backoff = options.backoff ?? mailBackoff;

  let stopping = false;
  /** True from the first round on: wake-ups before it would only repeat it. */
  let running = false;
  let started: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;
  let listener: OutboxListener | undefined;
  let ownNotifications: PgNotifications | undefined;
  let timer: NodeJS.Timeout | undefined;
  let looping = false;
  let wokenWhileLooping = false;
  /** Rounds run one after another, whoever asks (the loop or a caller of runOnce). */
  let chain: Promise<unknown> = Promise.resolve();

  async function sendOne(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.send(outgoing(mail));
    } catch (err) {
      const error = errorText(err);
      const last = mail.attempt >= maxAttempts;
      const retryInMs = last ? 0 : backoff(mail.attempt);
      await markFailed(db, mail, error, retryInMs);
      const context = { outboxId: mail.id, to: mail.to, attempt: mail.attempt, maxAttempts, error };
      if (last) log.error(context, `mail ${mail.id} not sent after ${mail.attempt} attempts; giving up`);
      else
        log.warn(context, `mail ${mail.id} not sent (attempt ${mail.attempt}); retrying in ${retryInMs} ms`);
      return false;
    }
    await markSent(db, mail);
    return true;
  }

  async function round(): Promise<MailRunResult & { claimed: number }> {
    const result = { sent: 0, failed: 0, claimed: 0 };
    if (stopping) return result;
    const claimed = await claimDueMails(db, { limit: batchSize, maxAttempts, leaseMs });
    result.claimed = claimed.length;
    for (const [i, mail] of claimed.entries()) {
      if (stopping) {
        await releaseClaims(db, claimed.slice(i));
        break;
      }
      // The claim just set the first mail's lease; later ones renew theirs and check it still holds.
      if (i > 0 && !(await renewClaim(db, mail, leaseMs))) continue;
      if (await sendOne(mail)) result.sent++;
      else result.failed++;
    }
    return result;
  }

  /**
   * A round on the chain; for the loop also when the next retry is due (null: none pending), read
   * inside the chain so that stop() waits for that query too.
   */
  function runRound(
    withNextDue: boolean,
  ): Promise<MailRunResult & { claimed: number; nextDueMs: number | null }> {
    const run = chain.then(async () => {
      const result = await round();
      const nextDueMs =
        withNextDue && !stopping && result.claimed < batchSize ? await nextDueInMs(db, maxAttempts) : null;
      return { ...result, nextDueMs };
    });
    chain = run.catch(() => {});
    return run;
  }

  function schedule(ms: number): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopping) return;
    timer = setTimeout(() => void loop(), ms);
    // The HTTP server keeps the process alive; a pending poll must not.
    timer.unref();
  }

  function wake(): void {
    if (stopping || !running) return;
    if (looping) wokenWhileLooping = true;
    else schedule(0);
  }

  async function loop(): Promise<void> {
    timer = undefined;
    if (stopping) return;
    looping = true;
    wokenWhileLooping = false;
    let next = pollIntervalMs;
    try {
      const { claimed, nextDueMs } = await runRound(true);
      // A full batch means more may be due; otherwise sleep until the next retry or poll.
      if (claimed === batchSize) next = 0;
      else if (nextDueMs !== null) next = Math.min(pollIntervalMs, Math.max(MIN_WAIT_MS, nextDueMs));
    } catch (err) {
      log.error({ err }, 'mail: sending round failed; trying again at the next poll');
    } finally {
      looping = false;
    }
    schedule(wokenWhileLooping ? 0 : next);
  }

  return {
    start() {
      started ??= (async () => {
        if (stopping) return;
        const notifications = options.notifications ?? (ownNotifications = createPgNotifications(db, log));
        listener = listenOutbox(notifications, wake);
        await listener.started;
        running = true;
        await loop();
      })();
      return started;
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        if (timer) clearTimeout(timer);
        timer = undefined;
        await listener?.close();
        await ownNotifications?.close();
        await started;
        await chain;
      })();
      return stopped;
    },
    async runOnce() {
      const { sent, failed } = await runRound(false);
      return { sent, failed };
    },
  };
}
