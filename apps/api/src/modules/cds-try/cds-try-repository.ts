import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apps, appVersions, vendors } from '../../db/schema/index.ts';

/**
 * The CDS Hooks base URL a public app's published version declares (undefined: no such public app, or
 * none declared). Only the published version: a visitor never makes the showroom call what a draft says.
 */
export async function loadPublicCdsBaseUrl(db: DbOrTx, appId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ profile: appVersions.profile })
    .from(apps)
    .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(and(eq(apps.id, appId), eq(apps.status, 'ACTIVE'), ne(vendors.status, 'DEACTIVATED')));
  if (!row) return undefined;
  return row.profile?.cdsHooks?.discoveryUrl ?? null;
}
