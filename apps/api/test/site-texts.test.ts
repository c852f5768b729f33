/**
 * The operator's texts (imprint, privacy policy) from CONTENT_DIR: the repository's defaults, a folder
 * of the operator's own, and starts that must not happen (a folder without a file, a broken marker).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHILDREN_PRIVACY_AGE, siteTextSchema } from '@showroom/contract';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_CONTENT_DIR, EnvError, loadEnv, REPO_ROOT } from '../src/env.ts';
import { DEMO_CONTENT_WARNING } from '../src/modules/site-texts/index.ts';
import { buildTestApp, testEnv, useTestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/db.ts';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A CONTENT_DIR of the test's own with these files. */
function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-content-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const OWN_IMPRINT = [
  '## Publisher',
  '',
  '**Name:** Example Health GmbH\\',
  'Hauptstraße 5, 10115 Berlin',
  '',
  '**E-mail:** [imprint@health.example](mailto:imprint@health.example)',
  '',
].join('\n');

const OWN_PRIVACY = [
  '## Cookies',
  '',
  'Only the cookies the site needs.',
  '',
  '::: if TRACKING_ENABLED',
  'We count page views with our own counter.',
  '::: else',
  'We count nothing.',
  ':::',
  '',
  '## Contact',
  '',
  'privacy@health.example',
].join('\n');

describe('site texts with the repository defaults', () => {
  const t = useTestApp();

  it('serves the imprint as Markdown, with its placeholder note and contact address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { markdown } = siteTextSchema.parse(res.json());
    expect(markdown).toMatch(/^> \*\*Demo installation\.\*\* /);
    expect(markdown).toContain('## Publisher');
    expect(markdown).toContain('[contact@showroom.example.org](mailto:contact@showroom.example.org)');
  });

  it("serves the privacy policy with the spec's points and the part for tracking off, without its markers", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/privacy' });
    expect(res.statusCode).toBe(200);
    const { markdown } = siteTextSchema.parse(res.json());
    expect(markdown).toContain('your name and your e-mail address');
    expect(markdown).toContain('vendor details');
    expect(markdown).toContain('app details');
    expect(markdown).toContain('sets no tracking or advertising cookies');
    expect(markdown).toContain('No third-party tracking or analytics tools are used.');
    expect(markdown).not.toContain('counts page views');
    expect(markdown).not.toContain(':::');
    expect(markdown).toContain(`not directed to children under ${CHILDREN_PRIVACY_AGE}.`);
  });

  it('sends an ETag that revalidates, for anyone to cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/site-texts/imprint',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/site-texts/privacy',
      headers: { 'if-none-match': String(etag) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves the German imprint and privacy policy with ?lang=de, each with its own ETag', async () => {
    const imprint = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint?lang=de' });
    expect(imprint.statusCode).toBe(200);
    const { markdown } = siteTextSchema.parse(imprint.json());
    expect(markdown).toMatch(/^> \*\*Demo-Installation\.\*\* /);
    expect(markdown).toContain('## Herausgeber');
    const english = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint' });
    expect(imprint.headers.etag).not.toBe(english.headers.etag);
    const privacy = await t.app.inject({ method: 'GET', url: '/api/site-texts/privacy?lang=de' });
    const text = siteTextSchema.parse(privacy.json()).markdown;
    expect(text).toContain('## Keine Cookies zum Tracking');
    expect(text).toContain('Es werden keine Tracking- oder Analysewerkzeuge Dritter verwendet.');
    expect(text).not.toContain(':::');
    expect(text).toContain(`nicht an Kinder unter ${CHILDREN_PRIVACY_AGE} Jahren`);
    // English is the text without the parameter and with lang=en.
    const en = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint?lang=en' });
    expect(en.json()).toEqual(english.json());
  });

  it('answers a language it does not know with a 400 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ detail: 'The language must be one of en, de.' });
  });

  it('answers a name that is no site text with a 400 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/..%2Fpackage.json' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ detail: 'The text must be one of imprint, privacy.' });
  });
});

describe("site texts from the operator's CONTENT_DIR", () => {
  const dir = contentDir({
    'imprint.md': `\uFEFF${OWN_IMPRINT}`,
    'privacy.md': OWN_PRIVACY.replaceAll('\n', '\r\n'),
    'de/privacy.md': '## Kontakt\n\n::: if TRACKING_ENABLED\nWir zählen Seitenaufrufe.\n:::\n',
  });
  const t = useTestApp({ env: { CONTENT_DIR: dir, TRACKING_ENABLED: 'true' } });

  it('serves the files of that folder instead of the defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint' });
    expect(res.statusCode).toBe(200);
    // As written, without the byte order mark an editor may put first.
    expect(res.json()).toEqual({ markdown: OWN_IMPRINT });
  });

  it('answers German from its de/ folder, and with the English file where that folder has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/imprint?lang=de' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ markdown: OWN_IMPRINT });
    const privacy = await t.app.inject({ method: 'GET', url: '/api/site-texts/privacy?lang=de' });
    expect(privacy.json()).toEqual({ markdown: '## Kontakt\n\nWir zählen Seitenaufrufe.\n' });
  });

  it('keeps the part for the installation (here TRACKING_ENABLED=true) and drops the markers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-texts/privacy' });
    expect(res.json()).toEqual({
      markdown: [
        '## Cookies',
        '',
        'Only the cookies the site needs.',
        '',
        'We count page views with our own counter.',
        '',
        '## Contact',
        '',
        'privacy@health.example',
      ].join('\n'),
    });
  });
});

describe('CONTENT_DIR at start', () => {
  it('defaults to the repository’s content/ and takes a relative path from the repository, as WEB_DIST', () => {
    expect(loadEnv({}).contentDir).toBe(DEFAULT_CONTENT_DIR);
    expect(DEFAULT_CONTENT_DIR).toBe(path.join(REPO_ROOT, 'content'));
    const dir = contentDir({ 'imprint.md': 'x', 'privacy.md': 'y' });
    expect(loadEnv({ CONTENT_DIR: dir }).contentDir).toBe(dir);
    expect(loadEnv({ CONTENT_DIR: path.relative(REPO_ROOT, dir) }).contentDir).toBe(dir);
  });

  it('refuses a folder without one of the texts, naming the file', () => {
    const dir = contentDir({ 'imprint.md': OWN_IMPRINT });
    let error: unknown;
    try {
      loadEnv({ CONTENT_DIR: dir });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      `CONTENT_DIR: privacy.md is missing in ${dir} (copy the repository's content/ folder and point CONTENT_DIR to the copy, or add the file)`,
    ]);
  });

  it('refuses a folder that does not exist, and a file where the folder should be', () => {
    const missing = path.join(tmpdir(), 'showroom-no-such-content-folder');
    expect(() => loadEnv({ CONTENT_DIR: missing })).toThrow(`CONTENT_DIR: ${missing} is not a folder`);
    const dir = contentDir({ 'imprint.md': OWN_IMPRINT });
    const file = path.join(dir, 'imprint.md');
    expect(() => loadEnv({ CONTENT_DIR: file })).toThrow(`CONTENT_DIR: ${file} is not a folder`);
    const withFolder = contentDir({ 'imprint.md': OWN_IMPRINT });
    mkdirSync(path.join(withFolder, 'privacy.md'));
    expect(() => loadEnv({ CONTENT_DIR: withFolder })).toThrow('CONTENT_DIR: privacy.md is missing');
  });

  it('stops the server’s start before the database, with the message on stderr', async () => {
    const dir = contentDir({ 'privacy.md': OWN_PRIVACY });
    const dataDir = contentDir({});
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
        [path.join(REPO_ROOT, 'apps/api/src/server.ts')],
        {
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            CONTENT_DIR: dir,
            DATA_DIR: dataDir,
            PORT: '0',
          },
          timeout: 60_000,
        },
        (err, _stdout, stderr) =>
          resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`CONTENT_DIR: imprint.md is missing in ${dir}`);
    // Nothing was opened: the embedded database's folder stays empty.
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('refuses a text whose marker it does not understand, naming the file and the line', async () => {
    const dir = contentDir({
      'imprint.md': OWN_IMPRINT,
      'privacy.md': ['## Cookies', '', '::: if ANALYTICS', 'We count.', ':::'].join('\n'),
    });
    const database = await createTestDatabase();
    try {
      await expect(buildTestApp(database, { env: { CONTENT_DIR: dir } })).rejects.toThrow(
        'CONTENT_DIR: privacy.md line 3: unknown condition "ANALYTICS"; a block can depend on TRACKING_ENABLED',
      );
    } finally {
      await database.dispose();
    }
  });

  it('warns a production start that the pages show the demo placeholders', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    const database = await createTestDatabase();
    const own = contentDir({ 'imprint.md': OWN_IMPRINT, 'privacy.md': OWN_PRIVACY });
    try {
      for (const CONTENT_DIR of [undefined, own]) {
        const env = testEnv({ NODE_ENV: 'production', KEYCLOAK_URL: 'https://sso.example.org', CONTENT_DIR });
        const app = await buildApp({ env, db: database.db, logger });
        await app.close();
      }
    } finally {
      await database.dispose();
    }
    expect(lines.filter((l) => l.msg === DEMO_CONTENT_WARNING)).toHaveLength(1);
  });
});
