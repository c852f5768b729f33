// The vendors module's public surface: its routes, and the vendor lookups the apps module needs
// (a user's vendor, locked while an app is created).
export { findVendorByOwner, lockVendorByOwner } from './vendors-repository.ts';
export { vendorsRoutes } from './vendors-routes.ts';
export { NO_VENDOR_YET } from './vendors-service.ts';
