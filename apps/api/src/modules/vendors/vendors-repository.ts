import { and, asc, eq, sql } from 'drizzle-orm';
import type { VendorStatus } from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { media, vendors } from '../../db/schema/index.ts';

export interface VendorRow {
  id: number;
  owner: string;
  name: string;
  description: string;
  email: string;
  website: string | null;
  status: VendorStatus;
  rowVersion: number;
  iconSha256: string | null;
  iconExt: string | null;
  iconUpdatedAt: Date | null;
  updatedAt: Date;
}

const vendorColumns = {
  id: vendors.id,
  owner: vendors.owner,
  name: vendors.name,
  description: vendors.description,
  email: vendors.email,
  website: vendors.website,
  status: vendors.status,
  rowVersion: vendors.rowVersion,
  iconSha256: vendors.iconSha256,
  iconExt: media.ext,
  iconUpdatedAt: vendors.iconUpdatedAt,
  updatedAt: vendors.updatedAt,
};

/** A vendor with one status: undefined when there is no such vendor or it has another status. */
export async function findVendorWithStatus(
  db: DbOrTx,
  id: number,
  status: VendorStatus,
): Promise<VendorRow | undefined> {
  const rows = await db
    .select(vendorColumns)
    .from(vendors)
    .leftJoin(media, eq(media.sha256, vendors.iconSha256))
    .where(and(eq(vendors.id, id), eq(vendors.status, status)))
    .limit(1);
  return rows[0];
}

/** The vendor a user owns (one per user), with its icon's file extension for the icon URL. */
export async function findVendorByOwner(db: DbOrTx, owner: string): Promise<VendorRow | undefined> {
  const rows = await db
    .select(vendorColumns)
    .from(vendors)
    .leftJoin(media, eq(media.sha256, vendors.iconSha256))
    .where(eq(vendors.owner, owner))
    .limit(1);
  return rows[0];
}

export async function findVendorById(db: DbOrTx, id: number): Promise<VendorRow | undefined> {
  const rows = await db
    .select(vendorColumns)
    .from(vendors)
    .leftJoin(media, eq(media.sha256, vendors.iconSha256))
    .where(eq(vendors.id, id))
    .limit(1);
  return rows[0];
}

/**
 * Locks the vendor row for the rest of the transaction, so status checks and the write that follows
 * see the same row (PostgreSQL: concurrent writers wait; PGlite has one connection anyway).
 */
export async function lockVendor(tx: DbOrTx, id: number): Promise<{ owner: string } | undefined> {
  const rows = await tx
    .select({ owner: vendors.owner })
    .from(vendors)
    .where(eq(vendors.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

/** The owner's vendor row, locked (see lockVendor). */
export async function lockVendorByOwner(tx: DbOrTx, owner: string): Promise<{ id: number } | undefined> {
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.owner, owner))
    .for('update')
    .limit(1);
  return rows[0];
}

export interface VendorInfo {
  name: string;
  description: string;
  email: string;
  website: string | null;
}

/** Inserts a DRAFT vendor; undefined when the owner already has one (the unique owner column decides). */
export async function insertVendor(
  tx: DbOrTx,
  values: VendorInfo & { owner: string },
): Promise<number | undefined> {
  const rows = await tx
    .insert(vendors)
    .values({ ...values, status: 'DRAFT' })
    .onConflictDoNothing({ target: vendors.owner })
    .returning({ id: vendors.id });
  return rows[0]?.id;
}

/** Every change bumps the row version and the update time. */
export async function updateVendorRow(
  tx: DbOrTx,
  id: number,
  values: Partial<VendorInfo & { status: VendorStatus; iconSha256: string; iconUpdatedAt: Date }>,
): Promise<void> {
  await tx
    .update(vendors)
    .set({ ...values, rowVersion: sql`${vendors.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(vendors.id, id));
}

/**
 * Vendors with one status. The review queue (WAITING_FOR_APPROVAL) is oldest first, as it is worked
 * through; the other lists are alphabetical.
 */
export async function listVendorsByStatus(db: DbOrTx, status: VendorStatus): Promise<VendorRow[]> {
  const order =
    status === 'WAITING_FOR_APPROVAL'
      ? [asc(vendors.updatedAt), asc(vendors.id)]
      : [asc(sql`lower(${vendors.name})`), asc(vendors.id)];
  return db
    .select(vendorColumns)
    .from(vendors)
    .leftJoin(media, eq(media.sha256, vendors.iconSha256))
    .where(eq(vendors.status, status))
    .orderBy(...order);
}
