import { endpoints, NEXT_CURSOR_HEADER, type AppListQuery } from '@showroom/contract';
import { withEtag } from '../../lib/http-cache.ts';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { getApp, getAppPreview, getPublicVendor, listApps, listFacets } from './catalogue-service.ts';
import { acceptsGzip } from '../../lib/front-door.ts';
import { sendPrepared } from './prepared-response.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Lists and details: signed-in callers (a vendor's own drafts, an admin's queue) are answered otherwise. */
const CATALOGUE = { type: JSON_TYPE, scope: 'catalogue', vary: 'Authorization' } as const;

/** The Link header of the next page: this request's query with the next cursor. */
function nextLink(query: AppListQuery, next: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || name === 'cursor') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  params.set('cursor', next);
  return `</api${endpoints.listApps.path}?${params.toString()}>; rel="next"`;
}

export function catalogueRoutes(app: App): void {
  registerEndpoint(app, endpoints.listApps, async (request, reply) => {
    const result = await listApps({ db: app.db, cache: app.catalogue.cache }, request.user, request.query);
    switch (result.kind) {
      case 'catalogue': {
        const whole = { ...CATALOGUE, vary: 'Accept-Encoding, Authorization' };
        if (!acceptsGzip(request.headers['accept-encoding'])) {
          return sendPrepared(request, reply, result.prepared, whole);
        }
        const gzipped = await result.prepared.gzipped();
        return sendPrepared(request, reply, gzipped, { ...whole, encoding: 'gzip' });
      }
      case 'page': {
        if (result.next !== undefined) {
          reply.header(NEXT_CURSOR_HEADER, result.next).header('link', nextLink(request.query, result.next));
        }
        return sendPrepared(request, reply, result.prepared, CATALOGUE);
      }
      case 'admin':
        return withEtag(request, reply, result.cards);
    }
  });

  registerEndpoint(app, endpoints.listAppFacets, async (request, reply) => {
    const prepared = await listFacets({ db: app.db, cache: app.catalogue.cache }, request.query);
    // The same for everyone: counts of the public catalogue.
    return sendPrepared(request, reply, prepared, { type: JSON_TYPE, scope: 'catalogue' });
  });

  // Anonymous visitors all see the same public bytes: prepared once per app until the catalogue changes.
  const { details } = app.catalogue;
  registerEndpoint(app, endpoints.getApp, async (request, reply) => {
    const { id } = request.params;
    if (request.user) return getApp(app.db, request.user, id);
    const prepared = await details.get(id, () => getApp(app.db, null, id));
    return sendPrepared(request, reply, prepared, CATALOGUE);
  });

  registerEndpoint(app, endpoints.getAppPreview, (request) => {
    return getAppPreview(app.db, requireUser(request), request.params.id);
  });

  // A vendor's page is part of the public catalogue (its apps' cards), prepared with it.
  registerEndpoint(app, endpoints.getPublicVendor, async (request, reply) => {
    const prepared = await getPublicVendor({ db: app.db, cache: app.catalogue.cache }, request.params.id);
    // The same for everyone, signed in or not.
    return sendPrepared(request, reply, prepared, { type: JSON_TYPE, scope: 'catalogue' });
  });
}
