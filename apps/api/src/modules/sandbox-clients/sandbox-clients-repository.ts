import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apps, catalogueSearch, sandboxClients, vendors } from '../../db/schema/index.ts';

export type SandboxClientRow = typeof sandboxClients.$inferSelect;

/** The app's owner (its vendor's user) and whether the public catalogue shows it. */
export async function findAppOwnerAndVisibility(
  db: DbOrTx,
  appId: number,
): Promise<{ owner: string; isPublic: boolean } | undefined> {
  const rows = await db
    .select({ owner: vendors.owner, publicId: catalogueSearch.appId })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(catalogueSearch, eq(catalogueSearch.appId, apps.id))
    .where(eq(apps.id, appId))
    .limit(1);
  const row = rows[0];
  return row ? { owner: row.owner, isPublic: row.publicId !== null } : undefined;
}

export async function findSandboxClient(db: DbOrTx, appId: number): Promise<SandboxClientRow | undefined> {
  const rows = await db.select().from(sandboxClients).where(eq(sandboxClients.appId, appId)).limit(1);
  return rows[0];
}

/** Every registration, in a stable order (the sandbox's set of vendor clients). */
export function listSandboxClients(db: DbOrTx): Promise<SandboxClientRow[]> {
  return db.select().from(sandboxClients).orderBy(sandboxClients.appId);
}

export async function insertSandboxClient(
  db: DbOrTx,
  row: typeof sandboxClients.$inferInsert,
): Promise<SandboxClientRow> {
  const [inserted] = await db.insert(sandboxClients).values(row).returning();
  if (!inserted) throw new Error('The sandbox client was not stored.');
  return inserted;
}

export async function updateSandboxClient(
  db: DbOrTx,
  appId: number,
  values: Partial<Omit<typeof sandboxClients.$inferInsert, 'appId' | 'clientId' | 'createdAt'>>,
): Promise<SandboxClientRow | undefined> {
  const [updated] = await db
    .update(sandboxClients)
    .set(values)
    .where(eq(sandboxClients.appId, appId))
    .returning();
  return updated;
}

export async function deleteSandboxClient(db: DbOrTx, appId: number): Promise<boolean> {
  const deleted = await db
    .delete(sandboxClients)
    .where(eq(sandboxClients.appId, appId))
    .returning({ appId: sandboxClients.appId });
  return deleted.length > 0;
}
