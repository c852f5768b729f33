import { eq } from 'drizzle-orm';
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
