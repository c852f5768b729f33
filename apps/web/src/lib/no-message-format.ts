/**
 * Stands in for intl-messageformat in the production build (vite.config.ts: catalogueBuild), which
 * compiles every catalogue's ICU messages into functions: nothing is left for it to format, and a
 * German visitor's first page does not carry it.
 */
export class IntlMessageFormat {
  constructor() {
    throw new Error('ICU messages are compiled at build time (apps/web/vite.config.ts: compileIcu).');
  }
}
