// Try this CDS service (issue 36): a public app's CDS Hooks services called for a sandbox patient, and
// the sample CDS service the showroom serves itself (PUBLIC_URL/sample-demos/cds-services).
export { cdsTryRoutes } from './cds-try-routes.ts';
export type { CdsTryContext } from './cds-try-service.ts';
