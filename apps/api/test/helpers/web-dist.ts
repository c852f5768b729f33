import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** The index.html of the fixture build: enough for the SPA's pages (an app page needs its </head>). */
export const FIXTURE_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Showroom</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A web build (index.html and one asset) in a temporary folder for WEB_DIST, removed after the file's tests. */
export async function fixtureWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'showroom-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), FIXTURE_INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("showroom")');
  afterAll(() => rm(dist, { recursive: true, force: true }));
  return dist;
}
