import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  appPagePath,
  isShowroomSampleDemoUrl,
  SAMPLE_DEMOS_PATH,
  SAMPLE_DEMOS_STYLESHEET,
  sampleDemoPath,
  smartDemoApp,
  smartDemoManifest,
} from '@showroom/contract';
import type { App } from '../../lib/fastify.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import { DEMO_VENDORS, type DemoApp, type DemoVendor } from '../../seed/demo-data.ts';
import { type PreparedBody, sendPrepared } from '../catalogue/index.ts';
import { renderSampleDemoPage, SAMPLE_DEMO_CSS } from './sample-demo-page.ts';
import {
  FHIR_CLIENT_SCRIPT,
  renderSmartDemoPage,
  renderSmartLaunchPage,
  SMART_DEMO_SCRIPT,
} from './smart-demo-page.ts';

const JS_TYPE = 'text/javascript; charset=utf-8';

/** The SMART demos' scripts: ours, and the SMART JavaScript client's browser build (fhirclient). */
function smartDemoScripts(): { demo: PreparedBody; client: PreparedBody } {
  const demo = readFileSync(new URL('./smart-demo.client.js', import.meta.url));
  const packageJson = createRequire(import.meta.url).resolve('fhirclient/package.json');
  const client = readFileSync(join(dirname(packageJson), 'build', 'fhir-client.pure.min.js'));
  return {
    demo: { body: demo, etag: strongEtag(demo) },
    client: { body: client, etag: strongEtag(client) },
  };
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** Every seeded app by its slug; a slug used twice would give two apps one page, so it stops the start. */
export function sampleDemoApps(
  catalogue: readonly DemoVendor[] = DEMO_VENDORS,
): Map<string, { vendor: DemoVendor; app: DemoApp }> {
  const bySlug = new Map<string, { vendor: DemoVendor; app: DemoApp }>();
  for (const vendor of catalogue) {
    for (const app of vendor.apps) {
      if (bySlug.has(app.slug)) throw new Error(`Two demo apps have the slug ${app.slug}`);
      bySlug.set(app.slug, { vendor, app });
    }
  }
  return bySlug;
}

/**
 * The seeded apps' sample demo pages (the seed's demo addresses) and their stylesheet: public, the
 * same for everyone. A page links back to the app's page in the showroom: the public app whose demo
 * address is this page (an app the vendor has not changed), else the start page. Unknown slugs reach
 * the not-found handler (the web's not-found page).
 */
export function sampleDemosRoutes(app: App): void {
  const apps = sampleDemoApps();
  const origin = new URL(app.env.publicUrl).origin;
  const css = Buffer.from(SAMPLE_DEMO_CSS);
  const preparedCss: PreparedBody = { body: css, etag: strongEtag(css) };

  app.get(SAMPLE_DEMOS_STYLESHEET, { schema: { hide: true } }, (request, reply) =>
    sendPrepared(request, reply, preparedCss, { type: 'text/css; charset=utf-8', scope: 'fixed' }),
  );

  const scripts = smartDemoScripts();
  app.get(SMART_DEMO_SCRIPT, { schema: { hide: true } }, (request, reply) =>
    sendPrepared(request, reply, scripts.demo, { type: JS_TYPE, scope: 'fixed' }),
  );
  app.get(FHIR_CLIENT_SCRIPT, { schema: { hide: true } }, (request, reply) =>
    sendPrepared(request, reply, scripts.client, { type: JS_TYPE, scope: 'fixed' }),
  );

  const page = async (slug: string, mode: 'launch' | 'app') => {
    const url = `${origin}${sampleDemoPath(slug)}`;
    const entry = isShowroomSampleDemoUrl(url, origin) ? apps.get(slug) : undefined;
    const smart = smartDemoApp(slug);
    if (!entry || (mode === 'app' && !smart)) return undefined;
    const catalogue = await app.catalogue.cache.get();
    return catalogue.derived(`sample-demo:${entry.app.slug}:${mode}`, () => {
      const card = catalogue.cards.find((c) => c.demoUrl === url);
      const back = card
        ? { href: appPagePath(card.id, card.name), toApp: true }
        : { href: '/', toApp: false };
      // The seeded SMART demos are real SMART apps (issue 34); the others keep their static pages.
      const html = !smart
        ? renderSampleDemoPage(entry.vendor, entry.app, back)
        : mode === 'app'
          ? renderSmartDemoPage(entry.vendor, entry.app, smart, origin, back)
          : renderSmartLaunchPage(entry.vendor, entry.app, smart, origin, back);
      const body = Buffer.from(html);
      return Promise.resolve({ body, etag: strongEtag(body) });
    });
  };

  app.get<{ Params: { slug: string } }>(
    `${SAMPLE_DEMOS_PATH}/:slug`,
    { schema: { hide: true } },
    async (request, reply) => {
      const prepared = await page(request.params.slug, 'launch');
      if (!prepared) return reply.callNotFound();
      return sendPrepared(request, reply, prepared, { type: HTML_TYPE, scope: 'catalogue' });
    },
  );
  // The SMART demos' SMART app manifest (issue 37), below their launch URL, where the live check looks
  // first; it compares the manifest with their profile's launch URL and redirect URI.
  app.get<{ Params: { slug: string } }>(
    `${SAMPLE_DEMOS_PATH}/:slug/.well-known/smart/manifest.json`,
    { schema: { hide: true } },
    async (request, reply) => {
      const manifest = smartDemoManifest(origin, request.params.slug);
      if (!manifest) return reply.callNotFound();
      return reply.header('cache-control', 'public, max-age=300').send(manifest);
    },
  );
  // The SMART demos' redirect URI (their app page; the script reads the code from the address).
  app.get<{ Params: { slug: string } }>(
    `${SAMPLE_DEMOS_PATH}/:slug/app`,
    { schema: { hide: true } },
    async (request, reply) => {
      const prepared = await page(request.params.slug, 'app');
      if (!prepared) return reply.callNotFound();
      return sendPrepared(request, reply, prepared, { type: HTML_TYPE, scope: 'catalogue' });
    },
  );
}
