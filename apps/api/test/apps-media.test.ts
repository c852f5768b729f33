import { MAX_SCREENSHOTS_PER_APP, MAX_SCREENSHOTS_PER_UPLOAD } from '@showroom/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  adminAccount,
  auditOf,
  call,
  detailsOf,
  files,
  insertAppInState,
  mediaCount,
  part,
  publicRead,
  removedOf,
  snapshot,
  upload,
  vendorAccount,
  versionCount,
} from './helpers/journey.ts';

const t = useTestApp();

describe('POST /api/apps/:id/icon (setAppIcon)', () => {
  it.each([
    ['PNG', files.png],
    ['JPEG', files.jpeg],
    ['WebP', files.webp],
  ])('sets a %s icon on a draft as a 244x244 WebP that is served', async (_type, make) => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const res = await upload(t.app, `/api/apps/${app.id}/icon`, v, [part('file', await make(250, 250))]);
    expect(res.statusCode).toBe(200);
    const body = detailsOf(res);
    expect(body.icon).toMatch(/^\/api\/media\/[0-9a-f]{64}\.webp$/);
    expect(body.rowVersion).toBe(2);
    const image = await t.app.inject({ method: 'GET', url: body.icon ?? '' });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 244, 244]);
    expect((await auditOf(t.db, 'app', app.id)).map((a) => a.action)).toEqual(['icon']);
  });

  it('sets the icon of a published app on a new draft; the public icon stays until approval', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    const before = await publicRead(t.app, app.id);
    const res = await upload(t.app, `/api/apps/${app.id}/icon`, v, [part('file', await files.icon())]);
    expect(res.statusCode).toBe(200);
    expect(detailsOf(res)).toMatchObject({ status: 'DRAFT', hasPublished: true });
    expect(detailsOf(res).icon).not.toBe((before as { icon: string }).icon);
    expect(await publicRead(t.app, app.id)).toEqual(before);
    expect(await versionCount(t.db, app.id)).toBe(2);
  });

  it.each([
    ['SVG', files.svg, 400, /not a supported image/],
    ['text renamed .png', files.text, 400, /not a supported image/],
    ['over 2 MB', files.tooLarge, 413, /larger than 2 MB/],
    ['truncated', files.truncated, 400, /could not be read/],
    ['zero bytes', files.empty, 400, /empty/],
  ])('refuses %s with a readable 4xx and stores nothing', async (_what, make, status, detail) => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    const before = await snapshot(t.db);
    const res = await upload(t.app, `/api/apps/${app.id}/icon`, v, [part('file', await make(), 'icon.png')]);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ detail: string }>().detail).toMatch(detail);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses the wrong field name and two files with 400', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const before = await snapshot(t.db);
    const wrong = await upload(t.app, `/api/apps/${app.id}/icon`, v, [part('icon', await files.icon())]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Send the file in the form field "file", not "icon".' });
    const two = await upload(t.app, `/api/apps/${app.id}/icon`, v, [
      part('file', await files.png()),
      part('file', await files.png()),
    ]);
    expect(two.statusCode).toBe(400);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses in review (409), another vendor (404), admins (403) and anonymous callers (401)', async () => {
    const v = await vendorAccount(t.db);
    const waiting = await insertAppInState(t.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
    const draft = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const png = await files.png();
    const before = await snapshot(t.db);
    expect((await upload(t.app, `/api/apps/${waiting.id}/icon`, v, [part('file', png)])).statusCode).toBe(
      409,
    );
    const other = await vendorAccount(t.db);
    const afterOther = await snapshot(t.db);
    expect((await upload(t.app, `/api/apps/${draft.id}/icon`, other, [part('file', png)])).statusCode).toBe(
      404,
    );
    expect(
      (await upload(t.app, `/api/apps/${draft.id}/icon`, await adminAccount(), [part('file', png)]))
        .statusCode,
    ).toBe(403);
    expect(
      (await upload(t.app, `/api/apps/${draft.id}/icon`, undefined, [part('file', png)])).statusCode,
    ).toBe(401);
    expect(await snapshot(t.db)).toBe(afterOther);
    expect(afterOther).not.toBe(before); // the other vendor's own rows, nothing of the uploads
  });
});

describe('POST /api/apps/:id/screenshots (addAppScreenshots)', () => {
  it('adds one or more screenshots (field files) after the existing ones, with thumbnails', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 1 });
    const res = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [
      part('files', await files.png(640, 400)),
      part('files', await files.jpeg(640, 480), 'photo.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(200);
    const shots = detailsOf(res).screenshots;
    expect(shots).toHaveLength(3);
    expect(shots[0]?.id).toBe(app.publishedShots[0]);
    for (const shot of shots.slice(1)) {
      expect(shot.url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.webp$/);
      const image = await t.app.inject({ method: 'GET', url: shot.url });
      expect(image.statusCode).toBe(200);
    }
    expect((await auditOf(t.db, 'app', app.id)).map((a) => a.action)).toEqual(['screenshots']);
  });

  it('adds to the draft of a published app; the public gallery stays until approval', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { shots: 2 });
    const before = await publicRead(t.app, app.id);
    const res = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [part('files', await files.png())]);
    const shots = detailsOf(res).screenshots;
    expect(shots.map((s) => s.id).slice(0, 2)).toEqual(app.publishedShots);
    expect(shots).toHaveLength(3);
    expect(await publicRead(t.app, app.id)).toEqual(before);
  });

  it(`refuses more than ${MAX_SCREENSHOTS_PER_APP} screenshots per app (409) and stores none of the batch`, async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'DRAFT' },
      { shots: MAX_SCREENSHOTS_PER_APP - 1 },
    );
    const before = await snapshot(t.db);
    const res = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [
      part('files', await files.png()),
      part('files', await files.png()),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: `An app can have at most ${MAX_SCREENSHOTS_PER_APP} screenshots; this one has ${MAX_SCREENSHOTS_PER_APP - 1}. Delete some before you add more.`,
    });
    expect(await snapshot(t.db)).toBe(before);
    const one = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [part('files', await files.png())]);
    expect(detailsOf(one).screenshots).toHaveLength(MAX_SCREENSHOTS_PER_APP);
  });

  it(`refuses more than ${MAX_SCREENSHOTS_PER_UPLOAD} files in one upload (413) and stores nothing`, async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 0 });
    const png = await files.png(40, 30);
    const before = await snapshot(t.db);
    const res = await upload(
      t.app,
      `/api/apps/${app.id}/screenshots`,
      v,
      Array.from({ length: MAX_SCREENSHOTS_PER_UPLOAD + 1 }, () => part('files', png)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      detail: `At most ${MAX_SCREENSHOTS_PER_UPLOAD} files can be uploaded at once.`,
    });
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses a batch with one bad file entirely, and the wrong field name', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 0 });
    const before = await snapshot(t.db);
    const mixed = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [
      part('files', await files.png()),
      part('files', await files.svg(), 'x.svg', 'image/svg+xml'),
    ]);
    expect(mixed.statusCode).toBe(400);
    const wrong = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [
      part('file', await files.png()),
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Send the file in the form field "files", not "file".' });
    const none = await call(t.app, 'POST', `/api/apps/${app.id}/screenshots`, v, {});
    expect(none.statusCode).toBe(400);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses deactivated apps (409) and other vendors’ apps (404) before reading the files', async () => {
    const v = await vendorAccount(t.db);
    const off = await insertAppInState(t.db, v.vendorId, { status: 'DEACTIVATED' });
    const other = await vendorAccount(t.db);
    const before = await snapshot(t.db);
    const png = await files.png();
    expect((await upload(t.app, `/api/apps/${off.id}/screenshots`, v, [part('files', png)])).statusCode).toBe(
      409,
    );
    expect(
      (await upload(t.app, `/api/apps/${off.id}/screenshots`, other, [part('files', png)])).statusCode,
    ).toBe(404);
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('DELETE /api/apps/:id/screenshots/:screenshotId (deleteAppScreenshot)', () => {
  it('deletes an own screenshot of a draft', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 2 });
    const [first, second] = app.publishedShots;
    const media = await mediaCount(t.db);
    const res = await call(t.app, 'DELETE', `/api/apps/${app.id}/screenshots/${first}`, v);
    expect(res.statusCode).toBe(200);
    expect(detailsOf(res).screenshots.map((s) => s.id)).toEqual([second]);
    expect(detailsOf(res).removedImages).toEqual([]);
    // Images are content-addressed and may be shared, so the media row stays.
    expect(await mediaCount(t.db)).toBe(media);
    expect((await auditOf(t.db, 'app', app.id)).map((a) => a.action)).toEqual(['screenshots']);
  });

  it('records a published screenshot as removed in the draft; the public still sees it', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { shots: 3 });
    const [a, b, c] = app.publishedShots;
    const before = await publicRead(t.app, app.id);
    const res = await call(t.app, 'DELETE', `/api/apps/${app.id}/screenshots/${b}`, v);
    expect(res.statusCode).toBe(200);
    const draft = detailsOf(res);
    expect(draft).toMatchObject({ status: 'DRAFT', removedImages: [b] });
    expect(draft.screenshots.map((s) => s.id)).toEqual([a, c]);
    expect(await removedOf(t.db, draft.versionId ?? 0)).toEqual([b]);
    expect(await publicRead(t.app, app.id)).toEqual(before);

    // Removing it again is not an error and changes nothing in the list.
    const again = await call(t.app, 'DELETE', `/api/apps/${app.id}/screenshots/${b}`, v);
    expect(detailsOf(again).removedImages).toEqual([b]);
  });

  it('answers 404 for a screenshot of another app, a missing one, or another vendor’s app', async () => {
    const v = await vendorAccount(t.db);
    const mine = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 1 });
    const other = await vendorAccount(t.db);
    const theirs = await insertAppInState(t.db, other.vendorId, { status: 'DRAFT' }, { shots: 1 });
    const before = await snapshot(t.db);
    const foreignShot = await call(
      t.app,
      'DELETE',
      `/api/apps/${mine.id}/screenshots/${theirs.publishedShots[0]}`,
      v,
    );
    expect(foreignShot.statusCode).toBe(404);
    expect(foreignShot.json()).toMatchObject({ detail: 'The screenshot does not exist.' });
    expect((await call(t.app, 'DELETE', `/api/apps/${mine.id}/screenshots/2147483000`, v)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'DELETE', `/api/apps/${theirs.id}/screenshots/${theirs.publishedShots[0]}`, v))
        .statusCode,
    ).toBe(404);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses while the app is in review (409)', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, {
      status: 'ACTIVE',
      update: 'WAITING_FOR_APPROVAL',
    });
    const res = await call(t.app, 'DELETE', `/api/apps/${app.id}/screenshots/${app.publishedShots[0]}`, v);
    expect(res.statusCode).toBe(409);
  });
});

describe('image shapes (issue 19, item 3; issue 20, item 1)', () => {
  const inGerman = (who: { headers: Record<string, string> }) => ({
    headers: { ...who.headers, 'accept-language': 'de' },
  });

  it('refuses a 400x200 icon with 400, naming the square it wants, in English and German', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const before = await snapshot(t.db);
    const wide = await files.png(400, 200);
    const res = await upload(t.app, `/api/apps/${app.id}/icon`, v, [part('file', wide)]);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      status: 400,
      detail: 'The icon must be square, for example 244x244 pixels; this image is 400x200.',
    });
    const german = await upload(t.app, `/api/apps/${app.id}/icon`, inGerman(v), [part('file', wide)]);
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({
      detail:
        'Das Icon muss quadratisch sein, zum Beispiel 244x244 Pixel; dieses Bild ist 400x200 Pixel groß.',
    });
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses a 600x1200 screenshot with 400, naming the shape it is shown in; stores none of the batch', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const before = await snapshot(t.db);
    const res = await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [
      part('files', await files.png(640, 400)),
      part('files', await files.solid(600, 1200)),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail:
        'Screenshots are shown in a wide 16:10 frame: use a landscape image between 5:4 and 21:9, for example 1600x1000 pixels; this image is 600x1200.',
    });
    const german = await upload(t.app, `/api/apps/${app.id}/screenshots`, inGerman(v), [
      part('files', await files.solid(600, 1200)),
    ]);
    expect(german.json<{ detail: string }>().detail).toBe(
      'Screenshots werden in einem breiten 16:10-Rahmen gezeigt: Verwenden Sie ein Querformat zwischen 5:4 und 21:9, zum Beispiel 1600x1000 Pixel; dieses Bild ist 600x1200 Pixel groß.',
    );
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses 1 x 40,000,000 and 40,000,000 x 1 pixels (76 KB PNGs) from the header with 400', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    // A freshly registered account's draft vendor, as in the probe.
    const fresh = await vendorAccount(t.db, { status: 'DRAFT', icon: false });
    for (const [width, height] of [
      [1, 40_000_000],
      [40_000_000, 1],
    ] as const) {
      const png = await files.blackPng(width, height);
      expect(png.length).toBeLessThan(100_000);
      const cpu = process.cpuUsage();
      for (const [url, field, who] of [
        [`/api/apps/${app.id}/icon`, 'file', v],
        [`/api/apps/${app.id}/screenshots`, 'files', v],
        [`/api/vendors/${fresh.vendorId}/icon`, 'file', fresh],
      ] as const) {
        const res = await upload(t.app, url, who, [part(field, png)]);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ detail: string }>().detail).toBe(
          `The image is too large: at most 8000 pixels on each side are accepted; this image is ${width}x${height}.`,
        );
      }
      const { user, system } = process.cpuUsage(cpu);
      expect((user + system) / 1000).toBeLessThan(500);
    }
  });
});
