/**
 * The review trail every module writes into, always inside the caller's transaction, so a decision,
 * its reason, its audit entry and its e-mail are stored together or not at all:
 * - reasons: rejection texts the vendor reads (GET .../reason), newest first;
 * - audit: who did what to which vendor or app (every status change, admin action and edit);
 * - outbox: e-mails to send; a worker (not this module) delivers them.
 */
import {
  auditActionSchema,
  auditStatusSchema,
  isBlank,
  LIST_LIMIT_MAX,
  type AuditAction,
  type AuditEntry,
  type AuditListQuery,
  type AuditListResponse,
  type AuditStatus,
  type AuditSubjectType,
  type Reason,
} from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { mailQueued } from '../mail/mail-events.ts';
import type { Mail } from './mail-templates.ts';
import {
  insertAudit,
  insertOutbox,
  insertReason,
  listAuditRows,
  listReasons,
  type AuditRow,
} from './reviews-repository.ts';

/** Who acted: the identity provider's subject and, where the token has one, the e-mail. */
export interface Actor {
  sub: string;
  email: string | null;
}

export const actorOfUser = (user: { sub: string; email: string }): Actor => ({
  sub: user.sub,
  email: user.email === '' ? null : user.email,
});

/** The label stored as a reason's author: the e-mail people recognise, else the subject. */
const authorLabel = (actor: Actor): string => actor.email ?? actor.sub;

/** A status change as the PATCH .../status query carries it. */
export interface StatusChange<S extends string> {
  newStatus: S;
  /** Blank counts as absent (spec section 5: "an empty reason is sent as absent"). */
  reason?: string | undefined;
}

export const normaliseReason = (reason: string | undefined): string | null =>
  reason === undefined || isBlank(reason) ? null : reason.trim();

export async function recordReason(
  tx: DbOrTx,
  subjectType: AuditSubjectType,
  subjectId: number,
  text: string,
  author: Actor,
): Promise<void> {
  await insertReason(tx, { subjectType, subjectId, text, author: authorLabel(author) });
}

/**
 * What an entry is about. An app entry names the app's vendor, whose history keeps it after the app is
 * deleted; leaving it out is a type error. A vendor entry belongs to that vendor.
 */
export type AuditSubject =
  { subjectType: 'vendor'; subjectId: number } | { subjectType: 'app'; subjectId: number; vendorId: number };

export type AuditRecord = AuditSubject & {
  actor: Actor;
  action: AuditAction;
  fromStatus?: AuditStatus | null;
  toStatus?: AuditStatus | null;
  reason?: string | null;
};

export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await insertAudit(tx, {
    actorSub: record.actor.sub,
    actorEmail: record.actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    vendorId: record.subjectType === 'vendor' ? record.subjectId : record.vendorId,
    fromStatus: record.fromStatus ?? null,
    toStatus: record.toStatus ?? null,
    reason: record.reason ?? null,
  });
}

export async function enqueueMail(tx: DbOrTx, mail: Mail & { to: string }): Promise<void> {
  await insertOutbox(tx, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  await mailQueued(tx);
}

/**
 * A subject's reasons, newest first. The author (an admin's e-mail) is shown to admins only: a vendor
 * learns why, not who.
 */
export async function reasonsOf(
  db: DbOrTx,
  subjectType: AuditSubjectType,
  subjectId: number,
  options: { withAuthor: boolean },
): Promise<Reason[]> {
  const rows = await listReasons(db, subjectType, subjectId);
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    ...(options.withAuthor ? { author: r.author } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------
// GET /audit

export const AUDIT_DEFAULT_LIMIT = 50;
const INVALID_CURSOR = 'The cursor is not valid. Start again from the first page.';

const encodeCursor = (id: number): string => Buffer.from(`a:${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^a:([1-9][0-9]{0,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new BadRequestError(INVALID_CURSOR);
  return id;
}

/** Statuses and actions are stored as text; anything the contract does not know reads as null/skipped. */
function toEntry(row: AuditRow): AuditEntry | undefined {
  const action = auditActionSchema.safeParse(row.action);
  if (!action.success) return undefined;
  const status = (value: string | null): AuditStatus | null =>
    value === null ? null : (auditStatusSchema.safeParse(value).data ?? null);
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { subject: row.actorSub, email: row.actorEmail },
    action: action.data,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectExists: row.subjectExists,
    fromStatus: status(row.fromStatus),
    toStatus: status(row.toStatus),
    reason: row.reason,
  };
}

export async function listAudit(db: DbOrTx, query: AuditListQuery): Promise<AuditListResponse> {
  const limit = Math.min(query.limit ?? AUDIT_DEFAULT_LIMIT, LIST_LIMIT_MAX);
  // One row more than asked tells whether another page follows without a count query.
  const rows = await listAuditRows(db, {
    vendorId: query.vendorId,
    appId: query.appId,
    beforeId: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toEntry).filter((e): e is AuditEntry => e !== undefined),
    nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null,
  };
}
