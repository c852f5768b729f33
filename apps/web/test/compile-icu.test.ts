/**
 * The production build's ICU messages (compile-icu.ts) say what intl-messageformat says, for every
 * message of the German catalogue, with values that reach each plural form and number grouping.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { formatMessage } from '../../../packages/contract/src/i18n/translate.ts';
import { icuNumber, icuPlural } from '../../../packages/contract/src/i18n/icu-compiled.ts';
import { describe, expect, it } from 'vitest';
import { compileIcu, ICU_CALL } from '../compile-icu.ts';

const CATALOGUE = path.resolve(import.meta.dirname, '../../../packages/contract/src/i18n/de');

const messages = readdirSync(CATALOGUE)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) =>
    [...readFileSync(path.join(CATALOGUE, file), 'utf8').matchAll(ICU_CALL)].map(
      (match) => [file, runInNewContext(match[1]!) as string] as const,
    ),
  );

/** The build's source for a message, run as the bundle runs it (with the runtime's two helpers). */
const compiled = (message: string): ((...values: unknown[]) => string) =>
  runInNewContext(compileIcu(message, 'de', 'test'), { icuNumber, icuPlural }) as (
    ...values: unknown[]
  ) => string;

describe('ICU messages compiled at build time', () => {
  it('finds the catalogue’s messages', () => {
    expect(messages.length).toBeGreaterThan(50);
  });

  it.each(messages)('%s: %s', (_file, message) => {
    const fn = compiled(message);
    for (const value of [0, 1, 2, 1200]) {
      const values = [value, value + 1, value * 3, value];
      expect(fn(...values)).toBe(formatMessage(message, 'de', values));
    }
    expect(fn('Text', 'mehr', 5, 7)).toBe(formatMessage(message, 'de', ['Text', 'mehr', 5, 7]));
  });

  it('fails the build on an element it cannot compile', () => {
    expect(() => compileIcu('{0, date, short}', 'de', 'x.ts')).toThrow(/no ICU element/);
    expect(() => compileIcu('{name}', 'de', 'x.ts')).toThrow(/positional/);
  });
});
