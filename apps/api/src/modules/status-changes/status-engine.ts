/**
 * The one status-change engine. Apps and vendors describe their workflow as a `StatusFlow` (their
 * machine from the contract, how to load and lock a subject, what each action does and sends); this
 * runs every change the same way, in one transaction:
 *
 *   load and lock → who may act → which row of the machine → preconditions → effect
 *   → reason → audit entry → e-mail (outbox) → catalogue notification → the subject as it is now
 *
 * Refusals, in this order:
 * - 404: the caller has no business with the subject (not its owner, not an admin), as for a missing one,
 *   so ids of other vendors' subjects do not leak;
 * - 403: none of the caller's parts (admin, vendor) ever makes this change, from any status;
 * - 409: the caller may make it, but not from the subject's current status (or a precondition fails).
 */
import {
  ACTORS,
  isBlank,
  type Actor,
  type AuditAction,
  type AuditStatus,
  type Locale,
  type StateMachine,
  type Transition,
} from '@showroom/contract';
import type { Db, Tx } from '../../db/client.ts';
import { catalogueChanged } from '../../db/notify.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { actorsOn, auditActorOf, type AuthUser } from '../../lib/identity.ts';
import { enqueueMail } from '../mail/index.ts';
import { recordAudit, recordReason, type AuditSubject, type Mail } from '../reviews/index.ts';
import { userLocale } from '../../db/user-locales.ts';

/** A status change as the PATCH .../status query carries it. */
export interface StatusChange<S extends string> {
  newStatus: S;
  /** Blank counts as absent: an empty reason is sent as absent. */
  reason?: string | undefined;
}

const normaliseReason = (reason: string | undefined): string | null =>
  reason === undefined || isBlank(reason) ? null : reason.trim();

/** What the flow's functions get: the locked subject, the chosen row and the change's context. */
export interface ChangeContext<S extends AuditStatus, A extends AuditAction, L> {
  tx: Tx;
  subject: L;
  transition: Transition<S, A>;
  reason: string | null;
  publicUrl: string;
}

export interface StatusFlow<S extends AuditStatus, A extends AuditAction, L, R> {
  machine: StateMachine<S, A>;
  /** The 404 text. */
  notFound: string;
  /** Loads the subject and locks it for the rest of the transaction; undefined when it does not exist. */
  lock(tx: Tx, id: number): Promise<L | undefined>;
  /** The IdP subject that owns it (the vendor's owner). */
  owner(subject: L): string;
  /** The status the machine's `from` is compared with for an action (apps: the shown version's, or the app's). */
  statusFor(subject: L, action: A): S;
  /** The 403 text: no part the caller plays ever makes this change. */
  forbidden(subject: L, to: S): string;
  /** The 409 text: not from the current status. */
  refused(subject: L, to: S): string;
  /** Checks that apply to every change by an actor (e.g. a vendor must be approved); throw to refuse. */
  assertActor?(subject: L, actor: Actor): void;
  /** Checks per action (an icon before submitting); throw a ConflictError to refuse. */
  preconditions: Partial<Record<A, (ctx: ChangeContext<S, A, L>) => void>>;
  /** What each action writes besides the audit trail. */
  effects: Record<A, (ctx: ChangeContext<S, A, L>) => Promise<void>>;
  /**
   * The e-mail an action sends, built before its effect (approving drops what the mail names), in the
   * language the owner last used (`locale`).
   */
  mails: Partial<Record<A, (ctx: ChangeContext<S, A, L> & { locale: Locale }) => Mail | undefined>>;
  /** Where e-mails go. */
  mailTo(subject: L): string;
  /** Actions whose reason the vendor reads later (GET .../reason); other reasons go to the audit only. */
  recordsReason: ReadonlySet<A>;
  /** Actions that change what the public catalogue shows. */
  changesCatalogue: ReadonlySet<A>;
  /** The audit entry's subject. */
  auditSubject(subject: L, id: number): AuditSubject;
  /** The answer: the subject as it is after the change, read in the same transaction. */
  result(tx: Tx, id: number): Promise<R>;
}

/**
 * Who the machine lets change a subject to `to`, in words for a 403: "Only an admin", "Only the app's
 * vendor" (`vendorWords`), or both.
 */
export function onlyWhoMay<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  to: S,
  vendorWords: string,
): string {
  const actors = ACTORS.filter((actor) => machine.some((row) => row.actor === actor && row.to === to));
  if (actors.length === 0) return 'Nobody';
  return `Only ${actors.map((actor) => (actor === 'admin' ? 'an admin' : vendorWords)).join(' or ')}`;
}

/**
 * The row of `machine` the caller makes: 403 when no part it plays ever reaches `to`, 409 when none does
 * from where the subject stands.
 */
function chooseTransition<S extends AuditStatus, A extends AuditAction, L>(
  flow: Pick<StatusFlow<S, A, L, unknown>, 'machine' | 'statusFor' | 'forbidden' | 'refused'>,
  subject: L,
  actors: readonly Actor[],
  to: S,
): Transition<S, A> {
  const reachable = actors.flatMap((actor) =>
    flow.machine.filter((row) => row.actor === actor && row.to === to),
  );
  if (reachable.length === 0) throw new ForbiddenError(flow.forbidden(subject, to));
  const row = reachable.find((r) => flow.statusFor(subject, r.action) === r.from);
  if (!row) throw new ConflictError(flow.refused(subject, to));
  return row;
}

export async function changeStatus<S extends AuditStatus, A extends AuditAction, L, R>(
  db: Db,
  flow: StatusFlow<S, A, L, R>,
  publicUrl: string,
  user: AuthUser,
  id: number,
  change: StatusChange<S>,
): Promise<R> {
  const reason = normaliseReason(change.reason);
  return db.transaction(async (tx) => {
    const subject = await flow.lock(tx, id);
    const actors = subject === undefined ? [] : actorsOn(user, flow.owner(subject));
    if (subject === undefined || actors.length === 0) throw new NotFoundError(flow.notFound);

    const transition = chooseTransition(flow, subject, actors, change.newStatus);
    flow.assertActor?.(subject, transition.actor);
    const ctx: ChangeContext<S, A, L> = { tx, subject, transition, reason, publicUrl };
    flow.preconditions[transition.action]?.(ctx);
    const mailOf = flow.mails[transition.action];
    const mail = mailOf?.({ ...ctx, locale: await userLocale(tx, flow.owner(subject)) });

    await flow.effects[transition.action](ctx);
    const actor = auditActorOf(user);
    if (flow.recordsReason.has(transition.action) && reason !== null) {
      const { subjectType, subjectId } = flow.auditSubject(subject, id);
      await recordReason(tx, subjectType, subjectId, reason, actor);
    }
    await recordAudit(tx, {
      ...flow.auditSubject(subject, id),
      actor,
      action: transition.action,
      fromStatus: transition.from,
      toStatus: transition.to,
      reason,
    });
    if (mail) await enqueueMail(tx, { ...mail, to: flow.mailTo(subject) });
    if (flow.changesCatalogue.has(transition.action)) await catalogueChanged(tx);
    return flow.result(tx, id);
  });
}
