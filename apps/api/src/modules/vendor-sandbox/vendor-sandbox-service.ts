import { randomBytes } from 'node:crypto';
import {
  VENDOR_SANDBOX_IDLE_DAYS,
  VENDOR_SANDBOX_LIMIT,
  vendorSandboxPath,
  type VendorSandbox,
} from '@showroom/contract';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  countChanges,
  findSandboxByOwner,
  insertSandbox,
  listIdleSandboxes,
  resetSandbox,
  type SandboxRow,
} from './vendor-sandbox-repository.ts';

export interface VendorSandboxDeps {
  readonly db: Db;
  readonly publicUrl: string;
  readonly now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * Decision (issue 33, access to a vendor's base URL): the address itself is the key, 128 random bits
 * in PUBLIC_URL/sandbox/v/{key}/fhir, not a bearer key beside a guessable address. A FHIR client and a
 * SMART app are configured with a base URL and nothing else: the bearer header is the SMART
 * authorization's (issue 34), so a key of ours there would collide with it. The data are synthetic and
 * the page says the address is the key. The key is in no log line of ours (the proxy logs the row id).
 */
const newKey = (): string => randomBytes(16).toString('base64url');

async function view(deps: VendorSandboxDeps, row: SandboxRow): Promise<VendorSandbox> {
  return {
    baseUrl: `${deps.publicUrl}${vendorSandboxPath(row.key)}`,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    resetAt: row.resetAt?.toISOString() ?? null,
    changedResources: await countChanges(deps.db, row.id),
    limit: VENDOR_SANDBOX_LIMIT,
    idleDays: VENDOR_SANDBOX_IDLE_DAYS,
  };
}

export async function getMySandbox(
  deps: VendorSandboxDeps,
  owner: string,
): Promise<VendorSandbox | undefined> {
  const row = await findSandboxByOwner(deps.db, owner);
  return row ? view(deps, row) : undefined;
}

export async function createMySandbox(deps: VendorSandboxDeps, owner: string): Promise<VendorSandbox> {
  return view(deps, await insertSandbox(deps.db, owner, newKey(), deps.now()));
}

export async function resetMySandbox(deps: VendorSandboxDeps, owner: string): Promise<VendorSandbox> {
  const row = await findSandboxByOwner(deps.db, owner);
  if (!row) throw new NotFoundError('You have no sandbox.');
  await resetSandbox(deps.db, row.id, deps.now());
  const after = await findSandboxByOwner(deps.db, owner);
  return view(deps, after ?? row);
}

/** Resets every sandbox with changes that was not used for VENDOR_SANDBOX_IDLE_DAYS; how many it reset. */
export async function resetIdleSandboxes(deps: Pick<VendorSandboxDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const idle = await listIdleSandboxes(deps.db, new Date(now.getTime() - VENDOR_SANDBOX_IDLE_DAYS * DAY_MS));
  for (const id of idle) await resetSandbox(deps.db, id, now);
  return idle.length;
}
