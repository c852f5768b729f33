import { withIconTimestamp, type Vendor } from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/fastify.ts';
import { mediaUrl } from '../media/media-repository.ts';
import { findVendorByOwner, type VendorRow } from './vendors-repository.ts';

export const NO_VENDOR_YET = 'You have not registered a vendor yet.';

/**
 * The icon URL is root-relative (`/api/media/<sha256>.<ext>`), so it works behind any origin or proxy,
 * plus the spec's timestamp parameter (the time the icon was set) against stale caches.
 */
export function toVendor(row: VendorRow): Vendor {
  const icon = row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    website: row.website,
    imageUrl: withIconTimestamp(icon, row.iconUpdatedAt ?? row.updatedAt),
    status: row.status,
    rowVersion: row.rowVersion,
  };
}

export async function getMyVendor(db: DbOrTx, user: AuthUser): Promise<Vendor> {
  const row = await findVendorByOwner(db, user.sub);
  if (!row) throw new NotFoundError(NO_VENDOR_YET);
  return toVendor(row);
}
