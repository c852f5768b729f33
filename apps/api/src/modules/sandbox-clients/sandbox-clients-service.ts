import { createHash, randomBytes } from 'node:crypto';
import type {
  SandboxClient,
  SandboxClientBody,
  SandboxClientsLoad,
  SandboxLaunchTarget,
} from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isAdminOrOwner, type AuthUser } from '../../lib/identity.ts';
import { APP_NOT_FOUND } from '../apps/index.ts';
import {
  deleteSandboxClient,
  findAppOwnerAndVisibility,
  findSandboxClient,
  insertSandboxClient,
  listSandboxClients,
  updateSandboxClient,
  type SandboxClientRow,
} from './sandbox-clients-repository.ts';

const NOT_REGISTERED = 'This app has no sandbox registration.';
const PUBLIC_HAS_NO_SECRET = 'A public client has no secret. Make it confidential first.';

/** A client id: `sbx-` and 128 random bits (SANDBOX_CLIENT_ID). */
const newClientId = (): string => `sbx-${randomBytes(16).toString('base64url')}`;
/** A client secret: 256 random bits. */
const newSecret = (): string => randomBytes(32).toString('base64url');
/**
 * What is stored of a secret, and what the sandbox compares a presented secret's hash with: SHA-256,
 * hex. A secret of 256 random bits cannot be guessed from its hash, so no salt or slow hash is needed.
 */
const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

function view(row: SandboxClientRow, secret?: string): SandboxClient {
  return {
    appId: row.appId,
    clientId: row.clientId,
    clientType: row.clientType,
    launchUrl: row.launchUrl,
    redirectUris: row.redirectUris,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(secret ? { clientSecret: secret } : {}),
  };
}

/** The app, if the caller is its vendor or an admin; anyone else learns nothing of it (404). */
async function assertMayManage(db: DbOrTx, user: AuthUser, appId: number): Promise<void> {
  const app = await findAppOwnerAndVisibility(db, appId);
  if (!app || !isAdminOrOwner(user, app.owner)) throw new NotFoundError(APP_NOT_FOUND);
}

export async function getSandboxClient(
  db: DbOrTx,
  user: AuthUser,
  appId: number,
): Promise<SandboxClient | undefined> {
  await assertMayManage(db, user, appId);
  const row = await findSandboxClient(db, appId);
  return row ? view(row) : undefined;
}

/**
 * Registers the app or changes its registration. A secret is made when the client becomes
 * confidential (a new registration or a public one turned confidential) and is in this answer only;
 * a confidential client that stays so keeps its secret; a public one has none.
 */
export async function putSandboxClient(
  db: DbOrTx,
  user: AuthUser,
  appId: number,
  body: SandboxClientBody,
  now: Date,
): Promise<SandboxClient> {
  await assertMayManage(db, user, appId);
  const redirectUris = [...new Set(body.redirectUris)];
  const existing = await findSandboxClient(db, appId);
  const needsSecret =
    body.clientType === 'confidential' && (!existing || existing.clientType !== 'confidential');
  const secret = needsSecret ? newSecret() : undefined;
  const secretValue =
    body.clientType === 'public' ? null : secret ? secretHash(secret) : (existing?.secretHash ?? null);
  if (!existing) {
    const row = await insertSandboxClient(db, {
      appId,
      clientId: newClientId(),
      clientType: body.clientType,
      launchUrl: body.launchUrl,
      redirectUris,
      secretHash: secretValue,
      createdAt: now,
      updatedAt: now,
    });
    return view(row, secret);
  }
  const row = await updateSandboxClient(db, appId, {
    clientType: body.clientType,
    launchUrl: body.launchUrl,
    redirectUris,
    secretHash: secretValue,
    updatedAt: now,
  });
  if (!row) throw new NotFoundError(NOT_REGISTERED);
  return view(row, secret);
}

/** A new secret for a confidential client, in this answer only; the old one stops working. */
export async function newSandboxClientSecret(
  db: DbOrTx,
  user: AuthUser,
  appId: number,
  now: Date,
): Promise<SandboxClient> {
  await assertMayManage(db, user, appId);
  const existing = await findSandboxClient(db, appId);
  if (!existing) throw new NotFoundError(NOT_REGISTERED);
  if (existing.clientType !== 'confidential') throw new ConflictError(PUBLIC_HAS_NO_SECRET);
  const secret = newSecret();
  const row = await updateSandboxClient(db, appId, { secretHash: secretHash(secret), updatedAt: now });
  if (!row) throw new NotFoundError(NOT_REGISTERED);
  return view(row, secret);
}

export async function removeSandboxClient(db: DbOrTx, user: AuthUser, appId: number): Promise<void> {
  await assertMayManage(db, user, appId);
  if (!(await deleteSandboxClient(db, appId))) throw new NotFoundError(NOT_REGISTERED);
}

/**
 * Where `Launch in sandbox` starts a public app with a registration; null for a public app without one
 * (the normal state of most SMART apps: 204, not an error); 404 when the app is not public, for everyone alike.
 */
export async function getSandboxLaunch(db: DbOrTx, appId: number): Promise<SandboxLaunchTarget | null> {
  const app = await findAppOwnerAndVisibility(db, appId);
  if (!app?.isPublic) throw new NotFoundError(NOT_REGISTERED);
  const row = await findSandboxClient(db, appId);
  return row ? { launchUrl: row.launchUrl } : null;
}

/**
 * The registrations as the sandbox's authorization server takes them (SandboxClientsLoad): confidential
 * clients authenticate with HTTP Basic (client_secret_basic, as SMART App Launch asks of symmetric
 * confidential clients) and their `client_secret` is the stored hash. `generation` is a hash of the
 * set: any change (a new, changed or removed registration, a new secret) gives another.
 */
export async function sandboxClientsLoad(db: DbOrTx): Promise<SandboxClientsLoad> {
  const rows = await listSandboxClients(db);
  const clients = rows.map((row) => ({
    client_id: row.clientId,
    client_name: `app-${row.appId}`,
    redirect_uris: row.redirectUris,
    token_endpoint_auth_method:
      row.clientType === 'confidential' ? ('client_secret_basic' as const) : ('none' as const),
    ...(row.clientType === 'confidential' && row.secretHash ? { client_secret: row.secretHash } : {}),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  }));
  const generation = createHash('sha256').update(JSON.stringify(clients)).digest('base64url').slice(0, 22);
  return { generation, clients };
}
