import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { webDistExists, type Env } from '../env.ts';
import { NotFoundError } from '../lib/errors.ts';

export const NOT_BUILT_TEXT = 'The web app is not built yet: run npm run build';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Showroom</title></head>
<body><p>${NOT_BUILT_TEXT}</p></body></html>
`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

/** Paths that belong to the API or the IdP never fall back to the SPA: a client gets a problem, not HTML. */
const isServerPath = (p: string): boolean =>
  p === '/api' ||
  p.startsWith('/api/') ||
  p === '/realms' ||
  p.startsWith('/realms/') ||
  p.startsWith('/config/');

/** A browser navigation (an address-bar load or a reload of a client route), not a fetch or an asset. */
const wantsHtml = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built SPA and owns the not-found handler: client routes (/my-apps, /appdetails/3 ...)
 * get index.html; everything else that matched no route gets a 404 problem.
 */
export const spaPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const built = webDistExists(env);
    if (built) {
      const assets = path.join(env.webDist, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: env.webDist,
        // Routes for the files that exist at start, so unknown paths reach the not-found handler below.
        wildcard: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          // Vite puts content hashes in the names under assets/; everything else (index.html) must be revalidated.
          reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn(`${env.webDist} has no index.html: ${NOT_BUILT_TEXT}`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const p = pathOf(request.url);
      if (!isServerPath(p) && wantsHtml(request)) {
        if (!built) {
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(NOT_BUILT_PAGE);
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw new NotFoundError(`There is no ${request.method} ${p.slice(0, 200)}.`);
    });
  },
  { name: 'showroom-spa', fastify: '5.x', dependencies: ['showroom-errors'] },
);
