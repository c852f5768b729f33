// The vendors module's public surface: its routes, the vendor lookups the apps module needs (a user's
// vendor, locked while an app is created), and an approved vendor's public profile (the catalogue's
// vendor pages).
export { findVendorByOwner, lockVendorByOwner } from './vendors-repository.ts';
export { vendorsRoutes } from './vendors-routes.ts';
export { loadPublicVendor, NO_VENDOR_YET } from './vendors-service.ts';
