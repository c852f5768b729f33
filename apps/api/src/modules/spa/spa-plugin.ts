import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { webDistExists, type Env } from '../../env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import {
  getApp,
  renderAppPage,
  renderRobots,
  renderSitemap,
  routePreloads,
  sendPrepared,
  type PagePreloads,
  type PreparedBody,
} from '../catalogue/index.ts';

const NOT_BUILT_TEXT = 'The web app is not built yet: run npm run build';

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

/** An app's page: its share tags and title are put into index.html for crawlers and link previews. */
const APP_PAGE = /^\/appdetails\/(\d{1,10})\/?$/;

/** A browser navigation (an address-bar load or a reload of a client route), not a fetch or an asset. */
const wantsHtml = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/** Generated here from the catalogue, so a file of the same name in the build is not served. */
const GENERATED_FILES = ['robots.txt', 'sitemap.xml'];

/** The build's Vite manifest (which chunks each module needs), or undefined when there is none. */
async function readManifest(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA and owns the not-found handler: client routes (/my-apps, /appdetails/3 ...)
 * get index.html, a public app's page with its title and share tags; everything else that matched
 * no route gets a 404 problem. Also robots.txt and sitemap.xml, made from the public catalogue.
 */
export const spaPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const built = webDistExists(env);
    const indexFile = path.join(env.webDist, 'index.html');
    const manifestFile = path.join(env.webDist, '.vite', 'manifest.json');
    type Template = { mtimeMs: number; html: string; preloads: PagePreloads };
    let template: Template | undefined;
    // Re-read when the file changes (a rebuild while the server runs names new asset files), with
    // the manifest the same build wrote: it names the chunks an app page's route loads.
    const indexTemplate = async (): Promise<Template> => {
      const { mtimeMs } = await stat(indexFile);
      if (template?.mtimeMs !== mtimeMs) {
        const html = await readFile(indexFile, 'utf8');
        template = { mtimeMs, html, preloads: routePreloads(await readManifest(manifestFile)) };
      }
      return template;
    };

    const robots = Buffer.from(renderRobots(env.publicUrl));
    const preparedRobots: PreparedBody = { body: robots, etag: strongEtag(robots) };
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      sendPrepared(request, reply, preparedRobots, { type: 'text/plain; charset=utf-8' }),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const catalogue = await app.catalogue.cache.get();
      const sitemap = await catalogue.derived('sitemap', () => {
        const body = Buffer.from(renderSitemap(catalogue.cards, env.publicUrl));
        return Promise.resolve({ body, etag: strongEtag(body) });
      });
      return sendPrepared(request, reply, sitemap, { type: 'application/xml; charset=utf-8' });
    });

    /**
     * index.html with the app's share tags and its details, made once per catalogue change; undefined
     * if not public. The details are the prepared bytes GET /apps/:id sends anonymous visitors (the
     * published version, public fields only), dropped with them on every change.
     */
    const appPage = async (id: number): Promise<string | undefined> => {
      const catalogue = await app.catalogue.cache.get();
      if (!catalogue.publicIds.has(id)) return undefined;
      const { mtimeMs, html, preloads } = await indexTemplate();
      return catalogue.derived(`app-page:${mtimeMs}:${id}`, async () => {
        const details = await app.catalogue.details
          .get(id, () => getApp(app.db, null, id))
          .catch((err: unknown) => {
            // No longer public since the catalogue was read: the plain index.html, as for any other id.
            if (err instanceof NotFoundError) return undefined;
            throw err;
          });
        return details
          ? renderAppPage(html, details.body.toString('utf8'), env.publicUrl, preloads)
          : undefined;
      });
    };

    if (built) {
      const assets = path.join(env.webDist, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: env.webDist,
        // Routes for the files that exist at start, so unknown paths reach the not-found handler below.
        wildcard: false,
        globIgnore: [...GENERATED_FILES, '**/*.br', '**/*.gz'],
        // The build writes .br and .gz beside each text asset (apps/web/scripts/compress-dist.mjs):
        // sent to clients that accept them, made once instead of per request.
        preCompressed: true,
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
        const appId = APP_PAGE.exec(p)?.[1];
        const page = appId === undefined ? undefined : await appPage(Number(appId));
        if (page !== undefined) {
          return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw new NotFoundError(`There is no ${request.method} ${p.slice(0, 200)}.`);
    });
  },
  { name: 'showroom-spa', fastify: '5.x', dependencies: ['showroom-errors', 'showroom-catalogue'] },
);
