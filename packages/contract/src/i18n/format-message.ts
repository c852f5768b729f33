/**
 * Formatting an ICU message with intl-messageformat: for the servers and the tests. The web's production
 * build compiles every catalogue's messages into functions (apps/web/vite.config.ts: catalogueBuild) and
 * puts a stand-in for this module in its place, so a German visitor carries neither intl-messageformat
 * nor this code.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locale.ts';
import type { IcuMessage } from './translate.ts';

const formats = new Map<string, IntlMessageFormat>();
const compiledFormats = new WeakMap<IcuMessage, IntlMessageFormat>();

/** Formats an ICU message with positional values ({0}, {1} ...), compiled once per message and locale. */
export function formatMessage(
  message: string | IcuMessage,
  locale: Locale,
  values: readonly unknown[],
): string {
  let format: IntlMessageFormat | undefined;
  if (typeof message === 'string') {
    const cacheKey = `${locale}\u0000${message}`;
    format = formats.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      formats.set(cacheKey, format);
    }
  } else {
    // A catalogue holds one language: its messages are compiled for it once.
    format = compiledFormats.get(message);
    if (!format) {
      format = new IntlMessageFormat(message.icu, locale);
      compiledFormats.set(message, format);
    }
  }
  const named: Record<string, unknown> = {};
  values.forEach((value, index) => {
    named[String(index)] = value ?? '';
  });
  return String(format.format(named as Record<string, string>));
}
