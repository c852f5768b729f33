import { and, eq, isNull, gt, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdpDatabase } from './db/database.ts';
import { oidcPayloads } from './db/schema.ts';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * oidc-provider storage in idp.oidc_payloads, one adapter per model. Sessions, grants, refresh tokens and
 * interactions therefore survive a restart and are shared by every process on the same database.
 * Expired rows are never returned, and are deleted now and then as a side effect of writes.
 */
export function createAdapterFactory(db: IdpDatabase): (model: string) => Adapter {
  let lastCleanup = 0;

  async function cleanupExpired(): Promise<void> {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now;
    await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, new Date(now)));
  }

  const storable = (value: string): boolean => !value.includes('\u0000');

  return (model: string): Adapter => {
    const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

    async function findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), condition, live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
        await cleanupExpired();
      },

      // Ids, uids and codes come from requests: one PostgreSQL can not hold (NUL) matches nothing.
      find: (id: string) => (storable(id) ? findWhere(eq(oidcPayloads.id, id)) : Promise.resolve(undefined)),
      findByUid: (uid: string) =>
        storable(uid) ? findWhere(eq(oidcPayloads.uid, uid)) : Promise.resolve(undefined),
      findByUserCode: (userCode: string) =>
        storable(userCode) ? findWhere(eq(oidcPayloads.userCode, userCode)) : Promise.resolve(undefined),

      async consume(id: string): Promise<void> {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },

      async destroy(id: string): Promise<void> {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },

      async revokeByGrantId(grantId: string): Promise<void> {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
}
