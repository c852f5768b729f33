import {
  actorOf,
  findTransition,
  isVendorEditable,
  VENDOR_MACHINE,
  VENDOR_STATUS_LABELS,
  vendorBodySchema,
  withIconTimestamp,
  type Actor as MachineActor,
  type Reason,
  type Vendor,
  type VendorAction,
  type VendorBody,
  type VendorListQuery,
  type VendorNewStatus,
  type VendorStatus,
} from '@showroom/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/fastify.ts';
import { catalogueChanged } from '../catalogue/catalogue-events.ts';
import { processIcon } from '../media/media-processing.ts';
import { mediaUrl, saveMedia } from '../media/media-repository.ts';
import { vendorApprovedMail, vendorRejectedMail, type Mail } from '../reviews/mail-templates.ts';
import { latestReasonTexts } from '../reviews/reviews-repository.ts';
import {
  actorOfUser,
  enqueueMail,
  normaliseReason,
  reasonsOf,
  recordAudit,
  recordReason,
  type Actor,
  type StatusChange,
} from '../reviews/reviews-service.ts';
import {
  findVendorById,
  findVendorByOwner,
  insertVendor,
  listVendorsByStatus,
  lockVendor,
  updateVendorRow,
  type VendorInfo,
  type VendorRow,
} from './vendors-repository.ts';

export const NO_VENDOR_YET = 'You have not registered a vendor yet.';
export const VENDOR_NOT_FOUND = 'The vendor does not exist.';
export const VENDOR_EXISTS = 'You have already registered a vendor. Update your vendor information instead.';
export const VENDOR_CHANGED =
  'Your vendor information was changed in the meantime. Reload it and apply your changes again.';
export const VENDOR_ICON_MISSING = 'Set an icon before you submit your vendor registration.';

const notEditable = (status: VendorStatus): string =>
  `Vendor information can only be changed while the registration is a draft or rejected; it is ${VENDOR_STATUS_LABELS[status].toLowerCase()}. To make changes, please contact the support.`;

const refused = (status: VendorStatus, to: VendorNewStatus): string =>
  `A vendor whose registration is ${VENDOR_STATUS_LABELS[status].toLowerCase()} can not be changed to ${to} by you.`;

/**
 * The icon URL is root-relative (`/api/media/<sha256>.<ext>`), so it works behind any origin or proxy,
 * plus the spec's timestamp parameter (the time the icon was set) against stale caches.
 * `reason` is the latest rejection reason, when there is one (spec section 3: the first entry's text).
 */
export function toVendor(row: VendorRow, reason?: string): Vendor {
  const icon = row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    website: row.website,
    imageUrl: withIconTimestamp(icon, row.iconUpdatedAt ?? row.updatedAt),
    status: row.status,
    ...(reason !== undefined ? { reason } : {}),
    rowVersion: row.rowVersion,
  };
}

async function loadVendor(db: DbOrTx, id: number): Promise<Vendor> {
  const row = await findVendorById(db, id);
  if (!row) throw new NotFoundError(VENDOR_NOT_FOUND);
  const reasons = await latestReasonTexts(db, 'vendor', [id]);
  return toVendor(row, reasons.get(id));
}

const isAdmin = (user: AuthUser): boolean => actorOf(user.roles) === 'admin';

/** Trimmed values as stored; the website is required by the body schema, so never null here. */
const infoOf = (body: VendorBody): VendorInfo => ({
  name: body.name.trim(),
  description: body.description.trim(),
  email: body.email.trim(),
  website: body.website.trim(),
});

export async function getMyVendor(db: DbOrTx, user: AuthUser): Promise<Vendor> {
  const row = await findVendorByOwner(db, user.sub);
  if (!row) throw new NotFoundError(NO_VENDOR_YET);
  const reasons = await latestReasonTexts(db, 'vendor', [row.id]);
  return toVendor(row, reasons.get(row.id));
}

export async function createVendor(db: Db, user: AuthUser, body: VendorBody): Promise<Vendor> {
  return db.transaction(async (tx) => {
    const id = await insertVendor(tx, { ...infoOf(body), owner: user.sub });
    if (id === undefined) throw new ConflictError(VENDOR_EXISTS);
    await recordAudit(tx, {
      actor: actorOfUser(user),
      action: 'create',
      subjectType: 'vendor',
      subjectId: id,
    });
    return loadVendor(tx, id);
  });
}

/** Locks the caller's own vendor; someone else's vendor is as absent as a missing one (404). */
async function lockOwnVendor(tx: Tx, user: AuthUser, id: number): Promise<VendorRow> {
  const locked = await lockVendor(tx, id);
  if (!locked || locked.owner !== user.sub) throw new NotFoundError(VENDOR_NOT_FOUND);
  const row = await findVendorById(tx, id);
  if (!row) throw new NotFoundError(VENDOR_NOT_FOUND);
  return row;
}

function assertEditable(row: VendorRow): void {
  if (!isVendorEditable(row.status)) throw new ConflictError(notEditable(row.status));
}

export async function updateVendor(db: Db, user: AuthUser, id: number, body: VendorBody): Promise<Vendor> {
  return db.transaction(async (tx) => {
    const row = await lockOwnVendor(tx, user, id);
    assertEditable(row);
    if (body.rowVersion !== undefined && body.rowVersion !== row.rowVersion) {
      throw new ConflictError(VENDOR_CHANGED);
    }
    await updateVendorRow(tx, id, infoOf(body));
    await recordAudit(tx, {
      actor: actorOfUser(user),
      action: 'update',
      subjectType: 'vendor',
      subjectId: id,
    });
    return loadVendor(tx, id);
  });
}

/**
 * `readFile` reads the upload. It is called only once the caller is known to own an editable vendor,
 * so nobody else makes the server decode images. Decoding and encoding happen before the transaction:
 * no row is locked while sharp works, and a refused image stores nothing. The checks are repeated on
 * the locked row, as the vendor may have changed meanwhile.
 */
export async function setVendorIcon(
  db: Db,
  user: AuthUser,
  id: number,
  readFile: () => Promise<Buffer>,
): Promise<Vendor> {
  const current = await findVendorById(db, id);
  if (!current || current.owner !== user.sub) throw new NotFoundError(VENDOR_NOT_FOUND);
  assertEditable(current);
  const image = await processIcon(await readFile());
  return db.transaction(async (tx) => {
    const row = await lockOwnVendor(tx, user, id);
    assertEditable(row);
    await saveMedia(tx, image);
    await updateVendorRow(tx, id, { iconSha256: image.sha256, iconUpdatedAt: new Date() });
    await recordAudit(tx, { actor: actorOfUser(user), action: 'icon', subjectType: 'vendor', subjectId: id });
    return loadVendor(tx, id);
  });
}

// ---------------------------------------------------------------------------------------------
// Status changes, driven by the contract's VENDOR_MACHINE

/** Submitting needs what the registration form requires plus an icon (spec section 5). */
function assertComplete(row: VendorRow): void {
  if (!row.iconSha256) throw new ConflictError(VENDOR_ICON_MISSING);
  const check = vendorBodySchema.safeParse({
    name: row.name,
    description: row.description,
    email: row.email,
    website: row.website ?? '',
  });
  if (!check.success) {
    const first = check.error.issues[0]?.message ?? 'Your vendor information is incomplete.';
    throw new ConflictError(`Complete your vendor information before you submit it: ${first}`);
  }
}

const PRECONDITIONS: Partial<Record<VendorAction, (row: VendorRow) => void>> = {
  submit: assertComplete,
  resubmit: assertComplete,
};

const MAILS: Partial<
  Record<VendorAction, (publicUrl: string, row: VendorRow, reason: string | null) => Mail>
> = {
  approve: (publicUrl, row) => vendorApprovedMail(publicUrl, row),
  reject: (publicUrl, row, reason) => vendorRejectedMail(publicUrl, row, reason),
};

/** Reasons the vendor reads (GET .../reason) are rejection reasons; other reasons go to the audit only. */
const RECORDS_REASON: ReadonlySet<VendorAction> = new Set<VendorAction>(['reject']);

/** Actions that change what the public catalogue shows (a deactivated vendor's apps). */
const CHANGES_CATALOGUE: ReadonlySet<VendorAction> = new Set<VendorAction>(['deactivate', 'activate']);

/**
 * The actors the caller may act as on this vendor: an admin on any vendor, a vendor on its own.
 * Admin first: an admin who also owns a vendor reviews as admin and submits as its vendor.
 */
function actorsFor(user: AuthUser, owner: string): MachineActor[] {
  const actors: MachineActor[] = [];
  if (isAdmin(user)) actors.push('admin');
  if (user.roles.includes('VENDOR') && owner === user.sub) actors.push('vendor');
  return actors;
}

export async function changeVendorStatus(
  db: Db,
  publicUrl: string,
  user: AuthUser,
  id: number,
  change: StatusChange<VendorNewStatus>,
): Promise<Vendor> {
  const reason = normaliseReason(change.reason);
  return db.transaction(async (tx) => {
    const locked = await lockVendor(tx, id);
    const actors = locked ? actorsFor(user, locked.owner) : [];
    const row = actors.length > 0 ? await findVendorById(tx, id) : undefined;
    if (!row) throw new NotFoundError(VENDOR_NOT_FOUND);

    const transition = actors
      .map((actor) => findTransition(VENDOR_MACHINE, row.status, change.newStatus, actor))
      .find((t) => t !== undefined);
    if (!transition) throw new ConflictError(refused(row.status, change.newStatus));
    PRECONDITIONS[transition.action]?.(row);

    const actor: Actor = actorOfUser(user);
    await updateVendorRow(tx, id, { status: transition.to });
    if (RECORDS_REASON.has(transition.action) && reason !== null) {
      await recordReason(tx, 'vendor', id, reason, actor);
    }
    await recordAudit(tx, {
      actor,
      action: transition.action,
      subjectType: 'vendor',
      subjectId: id,
      fromStatus: transition.from,
      toStatus: transition.to,
      reason,
    });
    const mail = MAILS[transition.action]?.(publicUrl, row, reason);
    if (mail) await enqueueMail(tx, { ...mail, to: row.email });
    if (CHANGES_CATALOGUE.has(transition.action)) await catalogueChanged(tx);
    return loadVendor(tx, id);
  });
}

export async function getVendorReasons(db: DbOrTx, user: AuthUser, id: number): Promise<Reason[]> {
  const row = await findVendorById(db, id);
  const admin = isAdmin(user);
  if (!row || (!admin && row.owner !== user.sub)) throw new NotFoundError(VENDOR_NOT_FOUND);
  return reasonsOf(db, 'vendor', id, { withAuthor: admin });
}

/**
 * GET /vendors. Without a status: the approved vendors (spec section 7, the 'Approved Vendors' tab).
 * Decision: DEACTIVATED vendors are not part of that list, because the tab's name says approved and a
 * deactivated vendor needs a support action, not a review; admins find them with ?status=DEACTIVATED.
 */
export async function listVendors(db: DbOrTx, query: VendorListQuery): Promise<Vendor[]> {
  const rows = await listVendorsByStatus(db, query.status ?? 'APPROVED');
  const reasons = await latestReasonTexts(
    db,
    'vendor',
    rows.map((r) => r.id),
  );
  return rows.map((row) => toVendor(row, reasons.get(row.id)));
}
