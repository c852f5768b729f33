/**
 * A catalogue's ICU message (`icu('…')` in packages/contract/src/i18n/de) as the source of a function of
 * its positional values, for the web's production build (vite.config.ts: catalogueBuild): literals,
 * `{0}`, `{0, number}` and `{0, plural, …}` with `#`, formatted by i18n/icu-compiled.ts as
 * intl-messageformat formats them (test/compile-icu.test.ts compares the two on every message). Any
 * other element fails the build: add it here first. The source expects `icuNumber` and `icuPlural` in
 * scope.
 */
import { parse as parseIcu, TYPE } from '@formatjs/icu-messageformat-parser';

/** `icu('…')`, `icu("…")` or `icu(`…`)` without interpolation: a catalogue's ICU message. */
export const ICU_CALL = /\bicu\(\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\$])*`)\s*,?\s*\)/g;

export function compileIcu(message: string, locale: string, file: string): string {
  const js = (elements: ReturnType<typeof parseIcu>): string =>
    elements.length === 0
      ? '""'
      : elements
          .map((el) => {
            if (el.type === TYPE.literal) return JSON.stringify(el.value);
            if (el.type === TYPE.pound) return 'p';
            const arg = /^\d+$/.test(el.value) ? `(a[${el.value}]??"")` : undefined;
            if (arg === undefined) throw new Error(`${file}: ICU arguments are positional ({0}): ${message}`);
            if (el.type === TYPE.argument) return `String${arg}`;
            if (el.type === TYPE.number && !el.style) return `icuNumber(${JSON.stringify(locale)},${arg})`;
            if (el.type === TYPE.plural && el.pluralType !== 'ordinal') {
              const options = Object.entries(el.options).map(
                ([key, option]) => `${JSON.stringify(key)}:(p)=>${js(option.value)}`,
              );
              return `icuPlural(${JSON.stringify(locale)},${arg},${el.offset},{${options.join(',')}})`;
            }
            throw new Error(`${file}: the build compiles no ICU element of type ${el.type}: ${message}`);
          })
          .join('+');
  return `((...a)=>${js(parseIcu(message))})`;
}
