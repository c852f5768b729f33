import { endpoints, ICD10_CM_SYSTEM, ICD10_CM_VERSION } from '@showroom/contract';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { searchIcd10 } from './icd10.ts';

/** The list changes only with a new release in the repository: caches may keep an answer a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /api/codes/icd10?q=…: the ICD-10-CM codes a vendor chooses an indication from (issue 37). */
export function codesRoutes(app: App): void {
  registerEndpoint(app, endpoints.searchIcd10Codes, (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return {
      system: ICD10_CM_SYSTEM,
      version: ICD10_CM_VERSION,
      items: searchIcd10(request.query.q, request.query.limit),
    };
  });
}
