// The single-page app's server side: its files, index.html for client routes, app pages with their
// share tags and data, robots.txt and sitemap.xml; it owns the not-found handler, so it comes last.
export { spaPlugin } from './spa-plugin.ts';
