import {
  isVendorEditable,
  VENDOR_STATUS_LABELS,
  withIconTimestamp,
  type Vendor,
  type VendorBody,
  type VendorListQuery,
  type VendorProfile,
  type VendorStatus,
} from '@showroom/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { auditActorOf, type AuthUser } from '../../lib/identity.ts';
import { mediaUrl, processIcon, saveMedia } from '../media/index.ts';
import { latestReasons, recordAudit } from '../reviews/index.ts';
import {
  findVendorById,
  findVendorByOwner,
  findVendorWithStatus,
  insertVendor,
  listVendorsByStatus,
  lockVendor,
  updateVendorRow,
  type VendorInfo,
  type VendorRow,
} from './vendors-repository.ts';

export const NO_VENDOR_YET = 'You have not registered a vendor yet.';
export const VENDOR_NOT_FOUND = 'The vendor does not exist.';
const VENDOR_EXISTS = 'You have already registered a vendor. Update your vendor information instead.';
const VENDOR_CHANGED =
  'Your vendor information was changed in the meantime. Reload it and apply your changes again.';
export const VENDOR_ICON_MISSING = 'Set an icon before you submit your vendor registration.';

const notEditable = (status: VendorStatus): string =>
  `Vendor information can only be changed while the registration is a draft or rejected; it is ${VENDOR_STATUS_LABELS[status].toLowerCase()}. To make changes, please contact the support.`;

/**
 * The icon URL is root-relative (`/api/media/<sha256>.<ext>`), so it works behind any origin or proxy,
 * plus a timestamp parameter (the time the icon was set) against stale caches.
 * `reason` is the latest rejection reason, when there is one (the first entry's text).
 */
const iconUrl = (row: VendorRow): string | null =>
  withIconTimestamp(
    row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null,
    row.iconUpdatedAt ?? row.updatedAt,
  );

function toVendor(row: VendorRow, reason?: string): Vendor {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    website: row.website,
    imageUrl: iconUrl(row),
    status: row.status,
    ...(reason !== undefined ? { reason } : {}),
    rowVersion: row.rowVersion,
  };
}

/**
 * What everyone may see of a vendor on its own page (/vendors/{id}): only an APPROVED vendor has one,
 * any other (or an unknown id) is a 404, so the ids of vendors in registration do not leak.
 */
export async function loadPublicVendor(db: DbOrTx, id: number): Promise<VendorProfile> {
  const row = await findVendorWithStatus(db, id, 'APPROVED');
  if (!row) throw new NotFoundError(VENDOR_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    imageUrl: iconUrl(row),
  };
}

export async function loadVendor(db: DbOrTx, id: number): Promise<Vendor> {
  const row = await findVendorById(db, id);
  if (!row) throw new NotFoundError(VENDOR_NOT_FOUND);
  const reasons = await latestReasons(db, 'vendor', [id]);
  return toVendor(row, reasons.get(id));
}

/** Trimmed values as stored; the website is required by the body schema, so never null here. */
const infoOf = (body: VendorBody): VendorInfo => ({
  name: body.name.trim(),
  description: body.description.trim(),
  email: body.email.trim(),
  website: body.website.trim(),
});

/** The caller's vendor, or undefined when they have not registered one. */
export async function getMyVendor(db: DbOrTx, user: AuthUser): Promise<Vendor | undefined> {
  const row = await findVendorByOwner(db, user.sub);
  if (!row) return undefined;
  const reasons = await latestReasons(db, 'vendor', [row.id]);
  return toVendor(row, reasons.get(row.id));
}

export async function createVendor(db: Db, user: AuthUser, body: VendorBody): Promise<Vendor> {
  return db.transaction(async (tx) => {
    const id = await insertVendor(tx, { ...infoOf(body), owner: user.sub });
    if (id === undefined) throw new ConflictError(VENDOR_EXISTS);
    await recordAudit(tx, {
      actor: auditActorOf(user),
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
      actor: auditActorOf(user),
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
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'icon',
      subjectType: 'vendor',
      subjectId: id,
    });
    return loadVendor(tx, id);
  });
}

/**
 * GET /vendors. Without a status: the approved vendors (the 'Approved Vendors' tab).
 * Decision: DEACTIVATED vendors are not part of that list, because the tab's name says approved and a
 * deactivated vendor needs a support action, not a review; admins find them with ?status=DEACTIVATED.
 */
export async function listVendors(db: DbOrTx, query: VendorListQuery): Promise<Vendor[]> {
  const rows = await listVendorsByStatus(db, query.status ?? 'APPROVED');
  const reasons = await latestReasons(
    db,
    'vendor',
    rows.map((r) => r.id),
  );
  return rows.map((row) => toVendor(row, reasons.get(row.id)));
}
