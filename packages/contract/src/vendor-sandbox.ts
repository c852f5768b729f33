/**
 * A vendor's own writable FHIR sandbox (issue 33): its base URL, limits and the API's answer about it.
 * The FHIR side is apps/sandbox (vendor/*); the API keeps the sandbox and its changes
 * (apps/api modules/vendor-sandbox); the page is the web's My sandbox.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/** Where vendors' sandboxes are served: PUBLIC_URL/sandbox/v/{key}/fhir. */
export const VENDOR_SANDBOX_PREFIX = '/sandbox/v/';

/** A sandbox's FHIR base below the showroom's origin. */
export const vendorSandboxPath = (key: string): string => `${VENDOR_SANDBOX_PREFIX}${key}/fhir`;

/** At most this many changed resources (created, updated or deleted) per sandbox. */
export const VENDOR_SANDBOX_LIMIT = 1000;

/** A sandbox not used for this many days is reset to the shared data. */
export const VENDOR_SANDBOX_IDLE_DAYS = 30;

/** The unguessable part of a sandbox's address: 128 random bits, base64url. */
export const VENDOR_SANDBOX_KEY = /^[A-Za-z0-9_-]{22}$/;

export const vendorSandboxSchema = z.strictObject({
  /** The sandbox's FHIR base URL. */
  baseUrl: z.string().max(2000),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema,
  /** When it was last reset (by its vendor or for being idle), if ever. */
  resetAt: isoDateTimeSchema.nullable(),
  /** How many resources differ from the shared data (created, updated or deleted). */
  changedResources: z.number().int().min(0),
  limit: z.number().int().positive(),
  idleDays: z.number().int().positive(),
});
export type VendorSandbox = z.infer<typeof vendorSandboxSchema>;
