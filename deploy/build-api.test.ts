/**
 * deploy/build-api.mjs: what the production bundle leaves to node_modules. Every import it keeps is a
 * Node built-in or a declared run-time dependency of a bundled workspace, and drizzle-orm is not one
 * of them: loaded from node_modules as ES modules, its files cost about 170 MB of start-up garbage
 * (its 178 KB package.json read again per file), which kept the process near 290 MB at rest (issue 15).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORKSPACES = ['apps/api', 'apps/idp', 'packages/contract'];

const runtimeDependencies = new Set(
  WORKSPACES.flatMap((w) =>
    Object.keys(
      (
        JSON.parse(readFileSync(path.join(ROOT, w, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
        }
      ).dependencies ?? {},
    ),
  ),
);

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('deploy/build-api.mjs', () => {
  let work: string;
  let imports: string[];

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'showroom-build-api-'));
    const outfile = path.join(work, 'server.mjs');
    execFileSync(process.execPath, [path.join(ROOT, 'deploy/build-api.mjs'), outfile], { stdio: 'pipe' });
    const bundle = readFileSync(outfile, 'utf8');
    // esbuild writes static imports at the start of a line (`import … from "x";`, `import "x";`) and
    // keeps dynamic ones as `import("x")`; only bare specifiers name packages.
    const patterns = [
      /^import\b[^;]*?\bfrom\s*"([^"]+)";/gm,
      /^import\s*"([^"]+)";/gm,
      /\bimport\("([^"]+)"\)/g,
    ];
    imports = [...new Set(patterns.flatMap((re) => [...bundle.matchAll(re)].map((m) => m[1] ?? '')))].filter(
      (s) => !s.startsWith('.') && !s.startsWith('/'),
    );
  }, 60_000);

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps only Node built-ins and declared run-time dependencies external', () => {
    expect(imports.length).toBeGreaterThan(10);
    const undeclared = imports.filter(
      (s) => !s.startsWith('node:') && !runtimeDependencies.has(packageOf(s)),
    );
    expect(undeclared).toEqual([]);
  });

  it('bundles drizzle-orm (a run-time dependency) instead of loading its files from node_modules', () => {
    expect(runtimeDependencies.has('drizzle-orm')).toBe(true);
    expect(imports.filter((s) => packageOf(s) === 'drizzle-orm')).toEqual([]);
    // Its drivers stay external.
    expect(imports).toContain('pg');
    expect(imports).toContain('@electric-sql/pglite');
  });
});
