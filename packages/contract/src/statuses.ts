// Zod-free on purpose: the web's first chunk imports these (route guards, menu) and must not pull
// in zod and the schemas with them (the catalogue route's 120 KB budget). Schemas live in common.ts.

/** Status values are `as const` tuples: one list for z.enum, Drizzle's pgEnum and the status machines. */
export const APP_STATUSES = ['DRAFT', 'WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'DEACTIVATED'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

export const VENDOR_STATUSES = [
  'DRAFT',
  'WAITING_FOR_APPROVAL',
  'APPROVED',
  'REJECTED',
  'DEACTIVATED',
] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const ROLES = ['VENDOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
