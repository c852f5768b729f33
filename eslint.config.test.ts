/**
 * The lint config keeps the layers only if its rules really apply where they are meant to. Planted
 * files, written beside the real sources (so the real config and the TypeScript projects cover them)
 * and removed afterwards, must fail with the rule that guards them; a clean file must pass. The
 * effective ban list per folder is checked as well: in a flat config a later block's
 * `no-restricted-imports` silently replaces an earlier one.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { BAN, ZONES } from './eslint.config.js';

const ROOT = import.meta.dirname;
const TAG = `zz-lint-probe-${process.pid}`;
const planted: string[] = [];

function plant(relative: string, code: string): string {
  const file = path.join(ROOT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
  planted.push(file);
  return file;
}

afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
});

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids that fail on the file, with the messages of no-restricted-imports for the reader. */
async function failures(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((m) =>
    m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-restricted-paths'
      ? `${m.ruleId}: ${m.message}`
      : String(m.ruleId),
  );
}

describe('planted violations fail', () => {
  it('drizzle-orm in a route file of the API', async () => {
    const file = plant(
      `apps/api/src/modules/apps/${TAG}-routes.ts`,
      "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    );
    expect((await failures(file)).join('\n')).toMatch(/no-restricted-imports: .*drizzle/);
  });

  it('a repository imported by a route file', async () => {
    const file = plant(
      `apps/api/src/modules/apps/${TAG}-b-routes.ts`,
      "import { findAppHead } from './apps-repository.ts';\nexport const probe = findAppHead;\n",
    );
    expect((await failures(file)).join('\n')).toMatch(/Routes call services, never a repository/);
  });

  it("a module reaching into another module's file instead of its index.ts", async () => {
    const file = plant(
      `apps/api/src/modules/catalogue/${TAG}.ts`,
      "import { lockApp } from '../apps/app-access.ts';\nexport const probe = lockApp;\n",
    );
    expect((await failures(file)).join('\n')).toMatch(/through its index\.ts/);
  });

  it('drizzle-orm in an API service (not a repository)', async () => {
    const file = plant(
      `apps/api/src/modules/vendors/${TAG}-service.ts`,
      "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    );
    expect((await failures(file)).join('\n')).toMatch(/no-restricted-imports: .*drizzle/);
  });

  it('a web feature importing another feature, and drizzle in a feature', async () => {
    const file = plant(
      `apps/web/src/features/catalogue/${TAG}.ts`,
      "import { sql } from 'drizzle-orm';\nimport * as other from '../my-apps/my-apps-page.tsx';\nexport const probe = [sql, other];\n",
    );
    const found = (await failures(file)).join('\n');
    expect(found).toMatch(/Features do not import other features/);
    expect(found).toMatch(/The web never imports drizzle/);
  });

  it("a React Router data router's hook in the web (it renders the declarative router)", async () => {
    const file = plant(
      `apps/web/src/components/${TAG}-fetcher.tsx`,
      "import { Link, useFetcher, useMatches } from 'react-router';\nexport const probe = [Link, useFetcher, useMatches];\n",
    );
    const found = (await failures(file)).join('\n');
    expect(found).toMatch(/'useFetcher' import from 'react-router' is restricted/);
    expect(found).toMatch(/'useMatches' import from 'react-router' is restricted/);
    expect(found).not.toMatch(/'Link' import/);
  });

  it('a shared web folder importing a feature', async () => {
    const file = plant(
      `apps/web/src/lib/${TAG}.ts`,
      "import * as feature from '../features/my-apps/my-apps-page.tsx';\nexport const probe = feature;\n",
    );
    expect((await failures(file)).join('\n')).toMatch(/Shared folders .* never import features/);
  });

  it('the contract importing anything but zod', async () => {
    const file = plant(
      `packages/contract/src/${TAG}.ts`,
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    );
    expect((await failures(file)).join('\n')).toMatch(/depends on zod and intl-messageformat only/);
  });

  it('an import cycle', async () => {
    const a = plant(
      `apps/web/src/lib/${TAG}-a.ts`,
      `import { b } from './${TAG}-b.ts';\nexport const a = (): number => b() + 1;\n`,
    );
    plant(
      `apps/web/src/lib/${TAG}-b.ts`,
      `import { a } from './${TAG}-a.ts';\nexport const b = (): number => (Date.now() < 0 ? a() : 0);\n`,
    );
    expect(await failures(a)).toContain('import-x/no-cycle');
  });

  it('an image without a text alternative in the web', async () => {
    const file = plant(
      `apps/web/src/components/${TAG}.tsx`,
      'export function Probe() {\n  return <img src="/x.png" />;\n}\n',
    );
    expect(await failures(file)).toContain('jsx-a11y-x/alt-text');
  });

  it('…and a clean file passes', async () => {
    const file = plant(
      `apps/api/src/modules/apps/${TAG}-clean.ts`,
      "import { APP_NOT_FOUND } from './app-access.ts';\nexport const probe = APP_NOT_FOUND.length;\n",
    );
    expect(await failures(file)).toEqual([]);
  });
});

describe('each boundary rule is configured once, so no block replaces another', () => {
  type Rules = Record<string, [unknown, Record<string, unknown>?]>;
  const rulesFor = async (relative: string): Promise<Rules> =>
    ((await eslint.calculateConfigForFile(path.join(ROOT, relative))) as { rules?: Rules }).rules ?? {};
  const regexes = (...sets: { regex: string }[][]) => sets.flat().map((p) => p.regex);

  it.each([
    ['apps/web/src/features/app-editor/info-step.tsx', regexes(BAN.webNoServer, BAN.webNoDataRouter)],
    ['apps/web/src/components/app-card/app-card.tsx', regexes(BAN.webNoServer, BAN.webNoDataRouter)],
    ['packages/contract/src/apps.ts', regexes(BAN.contractZodOnly)],
    ['apps/api/src/modules/apps/app-edits.ts', regexes(BAN.noDrizzle)],
    ['apps/api/src/modules/apps/apps-routes.ts', regexes(BAN.noDrizzle)],
    ['apps/api/src/modules/apps/apps-repository.ts', []],
    ['apps/api/src/plugins/auth.ts', regexes(BAN.noDrizzle)],
    ['apps/idp/src/provider.ts', regexes(BAN.noDrizzle)],
    ['apps/idp/src/accounts.ts', []],
  ])('%s: its package bans, and every folder zone', async (file, expected) => {
    const rules = await rulesFor(file);
    const patterns = (rules['no-restricted-imports']?.[1]?.patterns ?? []) as { regex: string }[];
    expect(new Set(patterns.map((p) => p.regex))).toEqual(new Set(expected));
    expect(rules['import-x/no-restricted-paths']?.[1]?.zones).toEqual(ZONES);
  });
});
