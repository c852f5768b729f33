/**
 * A vendor's public page (/vendors/{id}): its route in the API and its texts. Zod-free, as the page's
 * chunk must not ship the schemas (vendor-page-schema.ts holds the response's schema).
 */
import type { EndpointRoute } from './endpoints-core.ts';
import type { Endpoints } from './endpoints.ts';
import type { FailureRule } from './messages-core.ts';
import { localizable, texts } from './i18n/locale.ts';

/** GET /vendors/{id}/public: the row `endpointRoutes.getPublicVendor` is this object. */
export const getPublicVendorRoute: EndpointRoute<Endpoints['getPublicVendor']> = {
  method: 'GET',
  path: '/vendors/:id/public',
};

export const PUBLIC_VENDOR_TEXTS = texts('PUBLIC_VENDOR_TEXTS', {
  loading: 'Loading the vendor…',
  /** The heading of the vendor's description. */
  about: 'About this vendor',
  /** The heading of the vendor's published apps. */
  apps: 'Apps',
  noApps: 'This vendor has no published apps yet.',
  notFoundTitle: 'Vendor not found',
  notFound: 'The vendor could not be found. It may not be listed in the showroom (yet).',
  loadFailed: 'The vendor could not be loaded.',
  retry: 'Try again',
  browseApps: 'Browse all apps',
} as const);

/** A vendor page that could not be loaded (other than a 404, which is the not-found page). */
export const LOAD_VENDOR_FAILURE = texts('LOAD_VENDOR_FAILURE', {
  text: 'There was an error loading the vendor.',
  withStatus: true,
} as const satisfies FailureRule);

/** A vendor's icon, wherever it shows (its public page, its profile, the admins' list). */
export const vendorIconAlt = localizable('vendorIconAlt', (name: string): string => `Vendor icon of ${name}`);
