import { and, count, eq, exists, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { vendorSandboxes, vendorSandboxResources } from '../../db/schema/index.ts';

export interface SandboxRow {
  id: number;
  owner: string;
  key: string;
  generation: number;
  createdAt: Date;
  lastUsedAt: Date;
  resetAt: Date | null;
}

/** A changed resource as the sandbox process reports it: null once deleted. */
export interface StoredChange {
  resourceType: string;
  id: string;
  resource: Record<string, unknown> | null;
}

const columns = {
  id: vendorSandboxes.id,
  owner: vendorSandboxes.owner,
  key: vendorSandboxes.key,
  generation: vendorSandboxes.generation,
  createdAt: vendorSandboxes.createdAt,
  lastUsedAt: vendorSandboxes.lastUsedAt,
  resetAt: vendorSandboxes.resetAt,
};

export async function findSandboxByOwner(db: DbOrTx, owner: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select(columns).from(vendorSandboxes).where(eq(vendorSandboxes.owner, owner));
  return row;
}

export async function findSandboxByKey(db: DbOrTx, key: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select(columns).from(vendorSandboxes).where(eq(vendorSandboxes.key, key));
  return row;
}

/** The owner's sandbox, made with `key` unless it has one (a second call, or two at once, keep the first). */
export async function insertSandbox(db: DbOrTx, owner: string, key: string, now: Date): Promise<SandboxRow> {
  await db
    .insert(vendorSandboxes)
    .values({ owner, key, createdAt: now, lastUsedAt: now })
    .onConflictDoNothing({ target: vendorSandboxes.owner });
  const row = await findSandboxByOwner(db, owner);
  if (!row) throw new Error('The sandbox row vanished after its insert.');
  return row;
}

export async function countChanges(db: DbOrTx, sandboxId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendorSandboxResources)
    .where(eq(vendorSandboxResources.sandboxId, sandboxId));
  return row?.n ?? 0;
}

export async function listChanges(db: DbOrTx, sandboxId: number): Promise<StoredChange[]> {
  return db
    .select({
      resourceType: vendorSandboxResources.resourceType,
      id: vendorSandboxResources.resourceId,
      resource: vendorSandboxResources.resource,
    })
    .from(vendorSandboxResources)
    .where(eq(vendorSandboxResources.sandboxId, sandboxId));
}

/**
 * Stores a write's changes, unless the sandbox was reset since the sandbox process loaded the
 * generation the write was made on: then nothing is stored ('stale').
 */
export async function storeChanges(
  db: Db,
  sandboxId: number,
  generation: number,
  changes: readonly StoredChange[],
  now: Date,
): Promise<'stored' | 'stale'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ generation: vendorSandboxes.generation })
      .from(vendorSandboxes)
      .where(eq(vendorSandboxes.id, sandboxId))
      .for('update');
    if (!row || row.generation !== generation) return 'stale';
    if (changes.length > 0) {
      await tx
        .insert(vendorSandboxResources)
        .values(
          changes.map((c) => ({
            sandboxId,
            resourceType: c.resourceType,
            resourceId: c.id,
            resource: c.resource,
            changedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [
            vendorSandboxResources.sandboxId,
            vendorSandboxResources.resourceType,
            vendorSandboxResources.resourceId,
          ],
          set: { resource: sql`excluded.resource`, changedAt: now },
        });
    }
    await tx.update(vendorSandboxes).set({ lastUsedAt: now }).where(eq(vendorSandboxes.id, sandboxId));
    return 'stored';
  });
}

export async function touchSandbox(db: DbOrTx, sandboxId: number, now: Date): Promise<void> {
  await db.update(vendorSandboxes).set({ lastUsedAt: now }).where(eq(vendorSandboxes.id, sandboxId));
}

/** Discards every change and moves the generation on (the sandbox process rebuilds its copy). */
export async function resetSandbox(db: Db, sandboxId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(vendorSandboxes)
      .set({ generation: sql`${vendorSandboxes.generation} + 1`, resetAt: now })
      .where(eq(vendorSandboxes.id, sandboxId));
    await tx.delete(vendorSandboxResources).where(eq(vendorSandboxResources.sandboxId, sandboxId));
  });
}

/** The sandboxes with changes that nobody used since `cutoff`. */
export async function listIdleSandboxes(db: DbOrTx, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ id: vendorSandboxes.id })
    .from(vendorSandboxes)
    .where(
      and(
        lt(vendorSandboxes.lastUsedAt, cutoff),
        exists(
          db
            .select({ one: sql`1` })
            .from(vendorSandboxResources)
            .where(eq(vendorSandboxResources.sandboxId, vendorSandboxes.id)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
