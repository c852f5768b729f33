import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { IdpDatabase } from './db/database.ts';
import { settings } from './db/schema.ts';

export interface PrivateJwks {
  keys: JWK[];
}

export interface IdpSecrets {
  signingKeys: PrivateJwks;
  cookieKeys: string[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function toPublicJwks(jwks: PrivateJwks): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}

/**
 * Reads a setting, creating it with `create()` on first use. Insert-if-absent then read back, so when several
 * processes start together on one database they all end up with the value of whichever insert won.
 */
async function loadOrCreate<T>(db: IdpDatabase, key: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)))[0];
  const existing = await read();
  if (existing) return existing.value as T;
  await db
    .insert(settings)
    .values({ key, value: await create() })
    .onConflictDoNothing({ target: settings.key });
  const stored = await read();
  if (!stored) throw new Error(`The identity provider could not store its setting ${key}.`);
  return stored.value as T;
}

async function createSigningKeys(): Promise<PrivateJwks> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

export async function loadSecrets(db: IdpDatabase): Promise<IdpSecrets> {
  const signingKeys = await loadOrCreate(db, 'signing_jwks', createSigningKeys);
  const cookieKeys = await loadOrCreate(db, 'cookie_keys', () =>
    Promise.resolve([randomBytes(32).toString('base64url')]),
  );
  return { signingKeys, cookieKeys };
}
