/**
 * Stands in for the contract's ICU formatting (packages/contract/src/i18n/format-message.ts) in the
 * production build (vite.config.ts: catalogueBuild), which compiles every catalogue's ICU messages into
 * functions: nothing is left to format, and a German visitor's first page carries neither
 * intl-messageformat nor the formatting code.
 */
export function formatMessage(): never {
  throw new Error('ICU messages are compiled at build time (apps/web/vite.config.ts: compileIcu).');
}
