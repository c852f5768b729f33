import type { DbOrTx } from '../../db/client.ts';
import { mailQueued } from '../../db/notify.ts';
import { outbox } from '../../db/schema/index.ts';
import { outboxStats } from './mail-repository.ts';
import { MAIL_DEFAULTS } from './mail-worker.ts';

/** One e-mail to send: what a module puts in the outbox. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Puts a mail in the outbox, in the caller's transaction: it is sent (by any process's worker) only
 * if that transaction commits, and the workers are woken when it does.
 */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail): Promise<void> {
  await tx.insert(outbox).values(mail);
  await mailQueued(tx);
}

/** Mails not sent yet, as every process sees them: waiting for an attempt, and given up after the last one. */
export async function outboxCounts(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const { pending, failed } = await outboxStats(db, MAIL_DEFAULTS.maxAttempts);
  return { pending, failed };
}
