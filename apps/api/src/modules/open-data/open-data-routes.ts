import { catalogueExportJsonSchema, endpoints, FEED_PATH, OPEN_DATA_EXPORTS } from '@showroom/contract';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { acceptsGzip } from '../../lib/front-door.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import { sendPrepared, type PreparedBody } from '../catalogue/index.ts';
import {
  feedCategory,
  openDataFeed,
  openDataSnapshot,
  type OpenDataContext,
  type PreparedDocument,
} from './open-data-service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';
const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** Any query is read by the handler: the category is checked against the contract's list there. */
const feedQuerySchema = z.object({ category: z.unknown().optional() });

/**
 * Open data: the published catalogue as JSON (with its JSON Schema) and CSV, and the Atom feed of new
 * and updated apps. All from bytes prepared once per catalogue version (the catalogue's cache), the
 * same for every visitor, signed in or not.
 */
export function openDataRoutes(app: App): void {
  const ctx = (): OpenDataContext => ({
    db: app.db,
    cache: app.catalogue.cache,
    settings: { publicUrl: app.env.publicUrl, licence: app.env.openDataLicence },
  });

  /** A document in gzip for clients that take it (several MB at 10,000 apps), identity otherwise. */
  const sendDocument = async (
    request: Parameters<Parameters<typeof registerEndpoint>[2]>[0],
    reply: Parameters<Parameters<typeof registerEndpoint>[2]>[1],
    document: PreparedDocument,
    type: string,
  ) => {
    const options = { type, scope: 'catalogue', vary: 'Accept-Encoding' } as const;
    if (!acceptsGzip(request.headers['accept-encoding']))
      return sendPrepared(request, reply, document, options);
    return sendPrepared(request, reply, await document.gzipped(), { ...options, encoding: 'gzip' });
  };

  registerEndpoint(app, endpoints.exportCatalogue, async (request, reply) =>
    sendDocument(request, reply, (await openDataSnapshot(ctx())).json, JSON_TYPE),
  );

  registerEndpoint(app, endpoints.exportCatalogueCsv, async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="showroom-catalogue.csv"');
    return sendDocument(request, reply, await (await openDataSnapshot(ctx())).csv(), CSV_TYPE);
  });

  const schemaBody = Buffer.from(
    JSON.stringify(catalogueExportJsonSchema(`${app.env.publicUrl}${OPEN_DATA_EXPORTS.schema}`)),
  );
  const schema: PreparedBody = { body: schemaBody, etag: strongEtag(schemaBody) };
  registerEndpoint(app, endpoints.exportCatalogueSchema, (request, reply) =>
    sendPrepared(request, reply, schema, { type: 'application/schema+json; charset=utf-8', scope: 'fixed' }),
  );

  app.get(FEED_PATH, { schema: { hide: true, querystring: feedQuerySchema } }, async (request, reply) => {
    const feed = await openDataFeed(ctx(), feedCategory(request.query.category));
    return sendPrepared(request, reply, feed, { type: ATOM_TYPE, scope: 'catalogue' });
  });
}
