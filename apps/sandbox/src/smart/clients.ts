/**
 * The sandbox's client registrations: the seeded SMART demos (fixed public client ids, redirect URIs on
 * the showroom's origin, packages/contract's SMART_DEMO_APPS) and any given in SANDBOX_SMART_CLIENTS
 * (a JSON array of OAuth client metadata, e.g. a test app on loopback).
 */
import { smartDemoClients } from '@showroom/contract';
import type { ClientMetadata } from 'oidc-provider';

export function sandboxClients(fhirBase: string, extra = process.env.SANDBOX_SMART_CLIENTS): ClientMetadata[] {
  const clients = smartDemoClients(new URL(fhirBase).origin) as unknown as ClientMetadata[];
  if (extra) {
    const parsed: unknown = JSON.parse(extra);
    if (!Array.isArray(parsed)) throw new Error('SANDBOX_SMART_CLIENTS must be a JSON array of client metadata.');
    clients.push(...(parsed as ClientMetadata[]));
  }
  return clients;
}
