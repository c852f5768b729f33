import {
  appPagePath,
  isShowroomSampleDemoUrl,
  SAMPLE_DEMOS_PATH,
  SAMPLE_DEMOS_STYLESHEET,
  sampleDemoPath,
} from '@showroom/contract';
import type { App } from '../../lib/fastify.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import { DEMO_VENDORS, type DemoApp, type DemoVendor } from '../../seed/demo-data.ts';
import { type PreparedBody, sendPrepared } from '../catalogue/index.ts';
import { renderSampleDemoPage, SAMPLE_DEMO_CSS } from './sample-demo-page.ts';

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

  app.get<{ Params: { slug: string } }>(
    `${SAMPLE_DEMOS_PATH}/:slug`,
    { schema: { hide: true } },
    async (request, reply) => {
      const url = `${origin}${sampleDemoPath(request.params.slug)}`;
      const entry = isShowroomSampleDemoUrl(url, origin) ? apps.get(request.params.slug) : undefined;
      if (!entry) return reply.callNotFound();
      const catalogue = await app.catalogue.cache.get();
      const page = await catalogue.derived(`sample-demo:${entry.app.slug}`, () => {
        const card = catalogue.cards.find((c) => c.demoUrl === url);
        const back = card
          ? { href: appPagePath(card.id, card.name), toApp: true }
          : { href: '/', toApp: false };
        const body = Buffer.from(renderSampleDemoPage(entry.vendor, entry.app, back));
        return Promise.resolve({ body, etag: strongEtag(body) });
      });
      return sendPrepared(request, reply, page, { type: HTML_TYPE, scope: 'catalogue' });
    },
  );
}
