import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  appPagePath,
  isWebPath,
  readAppAddress,
  readId,
  WEB_ROUTES,
  type WebRoute,
} from '@showroom/contract';
import fp from 'fastify-plugin';
import { webDistExists, type Env } from '../../env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { acceptsHtml, publicAnswer } from '../../lib/front-door.ts';
import { isFresh, PUBLIC_PAGE_CACHE, strongEtag } from '../../lib/http-cache.ts';
import {
  firstViewClasses,
  getApp,
  getPublicVendor,
  renderAppPage,
  renderRobots,
  renderSitemap,
  renderStartPage,
  renderVendorPage,
  routePreloads,
  sendPrepared,
  START_PAGE_ROUTE_MODULE,
  VENDOR_PAGE_ROUTE_MODULE,
  type FirstViewClasses,
  type PagePreloads,
  type PreparedBody,
} from '../catalogue/index.ts';

const NOT_BUILT_TEXT = 'The web app is not built yet: run npm run build';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Showroom</title></head>
<body><p>${NOT_BUILT_TEXT}</p></body></html>
`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How often index.html is looked at for a rebuild while the server runs. */
const INDEX_WATCH_MS = 1000;

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
/** The same page at its readable address, /apps/{id}-{slug} (any slug: an outdated one still shows the app). */
const READABLE_APP_PAGE = /^\/apps\/([^/]+)\/?$/;
/** A vendor's page, with its share tags and title as well. */
const VENDOR_PAGE = /^\/vendors\/([^/]+)\/?$/;

/** The id of the app whose page the path is, at either address; undefined for any other path. */
const appPageId = (p: string): number | undefined => {
  const spec = APP_PAGE.exec(p)?.[1];
  if (spec !== undefined) return Number(spec);
  return readAppAddress(READABLE_APP_PAGE.exec(p)?.[1]);
};

/**
 * The web's addresses without parameters ('/apps', '/how-we-check', '/admin/apps/submitted-apps'): their
 * page (index.html) is kept by the front door at exactly these spellings. A route with a parameter
 * (`/my-apps/edit/:id`) would let any guessed value become a kept page, so its pages are not kept.
 */
function* staticPaths(routes: readonly WebRoute[], prefix: string): Generator<string> {
  for (const route of routes) {
    const full = route.path ? `${prefix}/${route.path}` : prefix;
    if (!full.includes(':')) yield full || '/';
    if (route.children) yield* staticPaths(route.children, full);
  }
}
const STATIC_WEB_PATHS: ReadonlySet<string> = new Set(staticPaths(WEB_ROUTES, ''));

/** A browser navigation (an address-bar load or a reload of a client route), not a fetch or an asset. */
const wantsHtml = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request.headers);

/**
 * Generated here from the catalogue, so a file of the same name in the build is not served; index.html
 * is served from memory (below), as every client route's page.
 */
const GENERATED_FILES = ['robots.txt', 'sitemap.xml', 'index.html'];

const HTML_TYPE = 'text/html; charset=utf-8';

/** A JSON file of the build (Vite's manifest, the first view's class names), or undefined without it. */
async function readBuildJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA and owns the not-found handler: client routes (/my-apps, /appdetails/3 ...)
 * get index.html, a public app's page (/appdetails/3, /apps/3-its-name) and an approved vendor's page
 * (/vendors/2) with its title and share tags; everything else that matched no route gets a 404 problem. Also robots.txt and sitemap.xml, made from the public catalogue.
 */
export const spaPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const built = webDistExists(env);
    const indexFile = path.join(env.webDist, 'index.html');
    const manifestFile = path.join(env.webDist, '.vite', 'manifest.json');
    const classesFile = path.join(env.webDist, '.vite', 'first-view-classes.json');
    type Template = {
      mtimeMs: number;
      html: string;
      page: PreparedBody;
      startPage: PreparedBody;
      preloads: PagePreloads;
      vendorPreloads: PagePreloads;
      firstView: FirstViewClasses | undefined;
    };
    let template: Template | undefined;
    // Re-read when the file changes (a rebuild while the server runs names new asset files), with
    // the manifest the same build wrote (it names the chunks an app page's route loads) and the class
    // names of its first view (without them, app pages come without it).
    const indexTemplate = async (): Promise<Template> => {
      const { mtimeMs } = await stat(indexFile);
      if (template?.mtimeMs !== mtimeMs) {
        const html = await readFile(indexFile, 'utf8');
        const body = Buffer.from(html);
        const manifest = await readBuildJson(manifestFile);
        const start = Buffer.from(renderStartPage(html, routePreloads(manifest, START_PAGE_ROUTE_MODULE)));
        template = {
          mtimeMs,
          html,
          page: { body, etag: strongEtag(body) },
          startPage: { body: start, etag: strongEtag(start) },
          preloads: routePreloads(manifest),
          vendorPreloads: routePreloads(manifest, VENDOR_PAGE_ROUTE_MODULE),
          firstView: firstViewClasses(await readBuildJson(classesFile)),
        };
      }
      return template;
    };

    if (built) {
      // A rebuild of the web app while the server runs (npm run build beside npm start): the pages the
      // front door keeps name the old asset files, so they are dropped. One stat a second, not per request.
      let seen = (await stat(indexFile)).mtimeMs;
      const watch = setInterval(() => {
        stat(indexFile).then(
          ({ mtimeMs }) => {
            if (mtimeMs === seen) return;
            seen = mtimeMs;
            app.frontDoor.pagesChanged();
          },
          () => {},
        );
      }, INDEX_WATCH_MS);
      watch.unref();
      app.addHook('onClose', (_app, done) => {
        clearInterval(watch);
        done();
      });
    }

    const robots = Buffer.from(renderRobots(env.publicUrl));
    const preparedRobots: PreparedBody = { body: robots, etag: strongEtag(robots) };
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      sendPrepared(request, reply, preparedRobots, { type: 'text/plain; charset=utf-8', scope: 'fixed' }),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const catalogue = await app.catalogue.cache.get();
      const sitemap = await catalogue.derived('sitemap', () => {
        const body = Buffer.from(renderSitemap(catalogue.cards, env.publicUrl));
        return Promise.resolve({ body, etag: strongEtag(body) });
      });
      return sendPrepared(request, reply, sitemap, {
        type: 'application/xml; charset=utf-8',
        scope: 'catalogue',
      });
    });

    /**
     * index.html with the app's share tags and its details, made once per catalogue change, with the
     * page's readable address (its canonical one); undefined if not public. The details are the prepared
     * bytes GET /apps/:id sends anonymous visitors (the published version, public fields only), dropped
     * with them on every change.
     */
    const appPage = async (id: number): Promise<{ page: PreparedBody; readable: string } | undefined> => {
      const catalogue = await app.catalogue.cache.get();
      const card = catalogue.publicIds.has(id) ? catalogue.cards.find((c) => c.id === id) : undefined;
      if (card === undefined) return undefined;
      const { mtimeMs, html, preloads, firstView } = await indexTemplate();
      const page = await catalogue.derived(`app-page:${mtimeMs}:${id}`, async () => {
        const details = await app.catalogue.details
          .get(id, () => getApp(app.db, null, id))
          .catch((err: unknown) => {
            // No longer public since the catalogue was read: the plain index.html, as for any other id.
            if (err instanceof NotFoundError) return undefined;
            throw err;
          });
        const page =
          details && renderAppPage(html, details.body.toString('utf8'), env.publicUrl, preloads, firstView);
        if (page === undefined) return undefined;
        const body = Buffer.from(page);
        return { body, etag: strongEtag(body) };
      });
      return page && { page, readable: appPagePath(id, card.name) };
    };

    /**
     * index.html with an approved vendor's title and share tags, made once per catalogue change from the
     * bytes GET /vendors/:id/public sends; undefined for a vendor that is unknown or not approved (not
     * kept: only approved vendors' pages are, so a crawler's guesses cannot fill the memory).
     */
    const vendorPage = async (id: number): Promise<PreparedBody | undefined> => {
      const catalogue = await app.catalogue.cache.get();
      // Read after the catalogue, so it is as new as the catalogue or newer (then this catalogue is
      // already dropped, and what is made for it below is not served again).
      const data = await getPublicVendor({ db: app.db, cache: app.catalogue.cache }, id).catch(
        (err: unknown) => {
          if (err instanceof NotFoundError) return undefined;
          throw err;
        },
      );
      if (data === undefined) return undefined;
      const { mtimeMs, html, vendorPreloads } = await indexTemplate();
      return catalogue.derived(`vendor-page:${mtimeMs}:${id}`, () => {
        const page = renderVendorPage(html, data.body.toString('utf8'), env.publicUrl, vendorPreloads);
        if (page === undefined) return Promise.resolve(undefined);
        const body = Buffer.from(page);
        return Promise.resolve({ body, etag: strongEtag(body) });
      });
    };

    /**
     * A page from memory, with its ETag (a 304 when the browser has it); kept by the front door as
     * `kept` says (its scope, and its canonical path where the route's pattern does not spell it).
     */
    const sendPage = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PreparedBody,
      kept: { scope: 'page' | 'catalogue-page'; path?: string } | undefined,
    ): FastifyReply => {
      if (kept) publicAnswer(reply, kept.scope, kept.path);
      reply.header('cache-control', PUBLIC_PAGE_CACHE).header('etag', page.etag);
      if (isFresh(request.headers, page.etag)) return reply.code(304).send();
      return reply.type(HTML_TYPE).send(page.body);
    };

    if (built) {
      // The start page: index.html from memory, with its route's chunk to fetch at once.
      for (const url of ['/', '/index.html']) {
        app.get(url, { schema: { hide: true } }, async (request, reply) =>
          sendPage(request, reply, (await indexTemplate()).startPage, { scope: 'page' }),
        );
      }
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
        const appId = appPageId(p);
        const vendorId = appId === undefined ? readId(VENDOR_PAGE.exec(p)?.[1]) : undefined;
        if (appId !== undefined) {
          const found = await appPage(appId);
          // Kept at its two canonical addresses: /appdetails/{id} and /apps/{id}-{its current slug}.
          const path = APP_PAGE.test(p) ? `/appdetails/${appId}` : found?.readable;
          if (found) return sendPage(request, reply, found.page, { scope: 'catalogue-page', path });
        }
        if (vendorId !== undefined) {
          const page = await vendorPage(vendorId);
          if (page)
            return sendPage(request, reply, page, { scope: 'catalogue-page', path: `/vendors/${vendorId}` });
        }
        // An address no page of the web has: the web (which redirects it to the start page and says so),
        // with the status that says so to crawlers and link checkers, never kept by a cache.
        if (appId === undefined && vendorId === undefined && !isWebPath(p)) {
          return reply
            .code(404)
            .header('cache-control', 'no-store')
            .type(HTML_TYPE)
            .send((await indexTemplate()).page.body);
        }
        // Another client route, or an app or vendor that is not public (any more): the start page's
        // HTML. Kept at a route's own address only: never for a guessed id, a parameter or another
        // spelling (the next visitor of such an address is answered afresh, and sees an app that
        // became public since).
        const index = (await indexTemplate()).page;
        const kept = appId === undefined && vendorId === undefined && STATIC_WEB_PATHS.has(p);
        return sendPage(request, reply, index, kept ? { scope: 'page', path: p } : undefined);
      }
      throw new NotFoundError(`There is no ${request.method} ${p.slice(0, 200)}.`);
    });
  },
  {
    name: 'showroom-spa',
    fastify: '5.x',
    dependencies: ['showroom-errors', 'showroom-catalogue', 'showroom-front-door'],
  },
);
