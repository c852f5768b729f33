import { appDetailsSchema, appListResponseSchema } from '@showroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScaleMedia, seedScale, type ScaleMedia } from '../src/seed-scale/seed-scale.ts';
import { APPS_PER_VENDOR, scaleApp } from '../src/seed-scale/scale-data.ts';
import { useTestApp } from './helpers/app.ts';

describe('the scale catalogue generator', () => {
  const t = useTestApp();
  let media: ScaleMedia;

  beforeAll(async () => {
    media = await renderScaleMedia();
  });

  it('fills the catalogue with public apps, and a second run adds only the difference', async () => {
    const before = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/apps' })).json(),
    );
    const first = await seedScale(t.db, { apps: 30, media });
    expect(first).toMatchObject({ before: 0, after: 30, vendors: Math.ceil(30 / APPS_PER_VENDOR) });
    const second = await seedScale(t.db, { apps: 45, media });
    expect(second).toMatchObject({ before: 30, after: 45, vendors: Math.ceil(45 / APPS_PER_VENDOR) });
    t.app.catalogue.cache.invalidate();

    const cards = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/apps' })).json(),
    );
    expect(cards.length - before.length).toBe(45);
    const generated = cards.filter((c) => c.demoUrl?.endsWith('.example/'));
    expect(generated).toHaveLength(45);
    expect(generated.every((c) => c.icon?.startsWith('/api/media/'))).toBe(true);

    // Realistic enough to search: the name of app 7 finds app 7 first.
    const seventh = scaleApp(7, media.icons.length, media.screens.length);
    const found = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/apps?q=${encodeURIComponent(seventh.name)}` })).json(),
    );
    expect(found[0]?.name).toBe(seventh.name);

    const details = await t.app.inject({ method: 'GET', url: `/api/apps/${found[0]?.id}` });
    expect(appDetailsSchema.parse(details.json()).screenshots.length).toBe(seventh.screenshotIndexes.length);
  });
});
