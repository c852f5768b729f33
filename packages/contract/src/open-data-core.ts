// Open data's addresses, zod-free and without texts: the public page /open-data links them, the API
// serves them.

/** The exports' addresses (the API's, under /api). */
export const OPEN_DATA_EXPORTS = {
  json: '/api/export/catalogue.json',
  csv: '/api/export/catalogue.csv',
  schema: '/api/export/catalogue.schema.json',
} as const;

/** How many entries a feed holds: the newest published or updated apps. */
export const FEED_LIMIT = 50;

/** The open data's licence unless the operator names another (OPEN_DATA_LICENCE_NAME, _URL). */
export const DEFAULT_OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
