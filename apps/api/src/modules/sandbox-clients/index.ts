// Apps registered as SMART clients of the shared FHIR sandbox (issue 34): the vendor's registration
// (GET/PUT/DELETE /api/apps/{id}/sandbox-client, POST …/secret), the public launch target, and the set
// the sandbox's authorization server is handed (modules/sandbox's proxy asks for it).
export { sandboxClientsRoutes } from './sandbox-clients-routes.ts';
export { sandboxClientsLoad } from './sandbox-clients-service.ts';
