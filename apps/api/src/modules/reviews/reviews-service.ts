/**
 * The review trail every module writes into, always inside the caller's transaction, so a decision,
 * its reason, its audit entry and its e-mail are stored together or not at all:
 * - reasons: rejection texts the vendor reads (GET .../reason), newest first;
 * - audit: who did what to which vendor or app (every status change, admin action and edit).
 * The e-mails themselves go through the mail module's outbox.
 */
import {
  auditActionSchema,
  auditStatusSchema,
  LIST_LIMIT_MAX,
  type AuditEntry,
  type AuditListQuery,
  type AuditListResponse,
  type AuditAction,
  type AuditStatus,
  type AuditSubjectType,
  type Reason,
} from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { isAdmin, isAdminOrOwner, type AuditActor, type AuthUser } from '../../lib/identity.ts';
import {
  insertAudit,
  insertReason,
  latestReasonTexts,
  listAuditRows,
  listReasons,
  type AuditRow,
} from './reviews-repository.ts';

/** The label stored as a reason's author: the e-mail people recognise, else the subject. */
const authorLabel = (actor: AuditActor): string => actor.email ?? actor.sub;

export async function recordReason(
  tx: DbOrTx,
  subjectType: AuditSubjectType,
  subjectId: number,
  text: string,
  author: AuditActor,
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
  actor: AuditActor;
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

/**
 * A subject's reasons, newest first. The author (an admin's e-mail) is shown to admins only: a vendor
 * learns why, not who.
 */
async function reasonsOf(
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

/**
 * GET /apps/:id/reason and /vendors/:id/reason: the subject's reasons for its owner and admins; a 404
 * with `notFound` for anyone else, as for a subject that does not exist (`owner` undefined).
 */
export async function reasonsForCaller(
  db: DbOrTx,
  user: AuthUser,
  subject: { type: AuditSubjectType; id: number; owner: string | undefined },
  notFound: string,
): Promise<Reason[]> {
  if (subject.owner === undefined || !isAdminOrOwner(user, subject.owner)) throw new NotFoundError(notFound);
  return reasonsOf(db, subject.type, subject.id, { withAuthor: isAdmin(user) });
}

/** The latest reason text per subject, for lists that show it beside each row. */
export const latestReasons = (
  db: DbOrTx,
  subjectType: AuditSubjectType,
  subjectIds: readonly number[],
): Promise<Map<number, string>> => latestReasonTexts(db, subjectType, subjectIds);

// ---------------------------------------------------------------------------------------------
// GET /audit

const AUDIT_DEFAULT_LIMIT = 50;
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
