import { z } from 'zod';
import { appCardSchema } from './apps.ts';
import { vendorPublicSchema } from './vendors.ts';

/**
 * What everyone may see of an approved vendor on its own page: the developer info of an app page
 * without the e-mail address (a vendor without published apps has no app page that shows it).
 */
const vendorProfileSchema = vendorPublicSchema.omit({ email: true });
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** GET /vendors/{id}/public: the vendor and its published apps, as the catalogue's cards (by name). */
export const publicVendorSchema = z.object({
  vendor: vendorProfileSchema,
  apps: z.array(appCardSchema).max(100_000),
});
export type PublicVendor = z.infer<typeof publicVendorSchema>;
