// The apps module's public surface: the vendor's writes and status changes (routes), and the app
// details other modules read (the catalogue's pages and answers).
export { APP_NOT_FOUND } from './app-access.ts';
export { loadAppDetails } from './app-details-repository.ts';
export { appsRoutes } from './apps-routes.ts';
export { fillMissingFacetTags } from './apps-repository.ts';
export { mailExpiringCertificates, startCertificateExpiryMails } from './certificate-expiry.ts';
