import { z } from 'zod';

/** Status values are `as const` tuples: one list for z.enum, Drizzle's pgEnum and the status machines. */
export const APP_STATUSES = ['DRAFT', 'WAITING_FOR_APPROVAL', 'ACTIVE', 'REJECTED', 'DEACTIVATED'] as const;
export const appStatusSchema = z.enum(APP_STATUSES);
export type AppStatus = z.infer<typeof appStatusSchema>;

export const VENDOR_STATUSES = ['DRAFT', 'WAITING_FOR_APPROVAL', 'APPROVED', 'REJECTED', 'DEACTIVATED'] as const;
export const vendorStatusSchema = z.enum(VENDOR_STATUSES);
export type VendorStatus = z.infer<typeof vendorStatusSchema>;

export const ROLES = ['VENDOR', 'ADMIN'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Numeric ids in paths (`/apps/{id}`) arrive as strings; coerce and bound them. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema }).strict();
export type IdParams = z.infer<typeof idParamsSchema>;

/** RFC 9457 problem details, the shape of every error response. */
export const problemSchema = z.object({
  type: z.string().max(2000),
  title: z.string().max(2000),
  status: z.number().int(),
  detail: z.string().max(20000).optional(),
  instance: z.string().max(2000).optional(),
  errors: z
    .array(z.object({ path: z.string().max(2000), message: z.string().max(2000) }))
    .max(1000)
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
