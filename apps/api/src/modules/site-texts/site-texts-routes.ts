import { endpoints } from '@showroom/contract';
import { DEFAULT_CONTENT_DIR } from '../../env.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import { sendPrepared } from '../catalogue/index.ts';
import { loadSiteTexts } from './site-texts.ts';

export const DEMO_CONTENT_WARNING =
  "CONTENT_DIR is the repository's content/ folder: the imprint and the privacy policy show its demo placeholders. Copy the folder, put in your details and point CONTENT_DIR to the copy (deploy/README.md).";

/**
 * GET /api/site-texts/:name[?lang=de]: the operator's imprint and privacy policy from CONTENT_DIR (a
 * language's own in CONTENT_DIR/<lang>/, else the English file), read and
 * serialised at start. They change only with a restart: the front door keeps them for the process's
 * life, and caches revalidate by ETag after a few seconds (a 304 when unchanged).
 */
export function siteTextsRoutes(app: App): void {
  const texts = loadSiteTexts(app.env);
  if (app.env.production && app.env.contentDir === DEFAULT_CONTENT_DIR) app.log.warn(DEMO_CONTENT_WARNING);

  // Serialised at start from the contract's schema, sent as the catalogue sends its prepared bytes.
  registerEndpoint(app, endpoints.getSiteText, (request, reply) =>
    sendPrepared(request, reply, texts[request.query.lang ?? 'en'][request.params.name], {
      type: 'application/json; charset=utf-8',
      scope: 'fixed',
    }),
  );
}
