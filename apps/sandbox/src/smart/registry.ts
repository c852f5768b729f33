/**
 * The SMART clients vendors registered for their apps (issue 34), as the API hands them over
 * (PUT /v/smart-clients, SandboxClientsLoad). The API keeps the registrations; this process holds the
 * set it was last given, named by its `generation`, and the authorization server looks clients up
 * here at run time (adapter.ts), so a registration, a change or a removal needs no restart. A
 * confidential client's `client_secret` is the SHA-256 (hex) of its secret: `hashBasicSecret` turns
 * the secret a client presents into the same before oidc-provider compares the two.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ClientMetadata } from 'oidc-provider';

export interface ClientsLoad {
  readonly generation: string;
  readonly clients: readonly ClientMetadata[];
}

const CLIENT_ID = /^sbx-[A-Za-z0-9_-]{22}$/;
const MAX_CLIENTS = 10_000;

export class ClientRegistry {
  #generation: string | undefined;
  #clients = new Map<string, ClientMetadata>();

  /** The generation of the set held, if any was handed over. */
  get generation(): string | undefined {
    return this.#generation;
  }

  load(load: ClientsLoad): void {
    const clients = new Map<string, ClientMetadata>();
    for (const client of load.clients) clients.set(client.client_id, client);
    this.#clients = clients;
    this.#generation = load.generation;
  }

  find(clientId: string): ClientMetadata | undefined {
    return this.#clients.get(clientId);
  }

  /** Whether a client authenticates with a hashed secret (a confidential registered client). */
  hashesSecret(clientId: string): boolean {
    return this.#clients.get(clientId)?.token_endpoint_auth_method === 'client_secret_basic';
  }
}

const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * For a registered confidential client's HTTP Basic authentication (RFC 6749 2.3.1: both parts
 * form-urlencoded): the Authorization header with the secret replaced by its SHA-256, which is what
 * the client's metadata holds. Any other header is left as it is.
 */
export function hashBasicSecret(req: IncomingMessage, registry: ClientRegistry): void {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !/^basic /i.test(header)) return;
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    return;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return;
  const decode = (part: string): string | undefined => {
    try {
      return decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return undefined;
    }
  };
  const clientId = decode(decoded.slice(0, colon));
  const secret = decode(decoded.slice(colon + 1));
  if (clientId === undefined || secret === undefined || !registry.hashesSecret(clientId)) return;
  const encoded = `${encodeURIComponent(clientId)}:${encodeURIComponent(sha256Hex(secret))}`;
  req.headers.authorization = `Basic ${Buffer.from(encoded).toString('base64')}`;
}

/** A handover's body, checked: {generation, clients} with client ids the API issues. */
export function parseClientsLoad(text: string): ClientsLoad | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { generation, clients } = value as Record<string, unknown>;
  if (typeof generation !== 'string' || generation.length > 100 || !Array.isArray(clients)) return undefined;
  if (clients.length > MAX_CLIENTS) return undefined;
  const valid = clients.every(
    (c: unknown) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as ClientMetadata).client_id === 'string' &&
      CLIENT_ID.test((c as ClientMetadata).client_id) &&
      Array.isArray((c as ClientMetadata).redirect_uris),
  );
  return valid ? { generation, clients: clients as ClientMetadata[] } : undefined;
}
