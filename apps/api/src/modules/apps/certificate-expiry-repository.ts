/** The certificate expiry mail's reads and writes (certificate-expiry.ts). */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apps, appVersions, certificateExpiryNotices, vendors } from '../../db/schema/index.ts';

/** Published apps' certificates with an expiry date, with what their mail needs. */
export async function publishedCertificates(db: Db) {
  return db
    .select({
      appId: apps.id,
      name: appVersions.name,
      evidence: appVersions.evidence,
      email: vendors.email,
      owner: vendors.owner,
    })
    .from(apps)
    .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(
      and(
        eq(apps.status, 'ACTIVE'),
        ne(vendors.status, 'DEACTIVATED'),
        isNotNull(appVersions.evidence),
        sql`jsonb_typeof(${appVersions.evidence}->'certifications') = 'array'`,
      ),
    );
}

/** Records that a certificate's expiry was announced; false when it already was (by any process). */
export async function insertExpiryNotice(
  tx: DbOrTx,
  notice: { appId: number; certificateType: string; certificateIdentifier: string; expiresOn: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(certificateExpiryNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ appId: certificateExpiryNotices.appId });
  return inserted.length > 0;
}
