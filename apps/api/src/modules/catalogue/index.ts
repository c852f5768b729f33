// The catalogue module's public surface: the prepared public catalogue (plugin), its routes, and what
// the SPA's server-rendered pages need of it (public app details, page rendering, prepared answers).
export { firstViewClasses, type FirstViewClasses } from './app-page-first-view.ts';
export type { PreparedBody } from './catalogue-cache.ts';
export {
  renderAppPage,
  renderRobots,
  renderSitemap,
  renderStartPage,
  renderVendorPage,
  routePreloads,
  START_PAGE_ROUTE_MODULE,
  VENDOR_PAGE_ROUTE_MODULE,
  type PagePreloads,
} from './catalogue-pages.ts';
export { cataloguePlugin } from './catalogue-plugin.ts';
export { catalogueRoutes } from './catalogue-routes.ts';
export { getApp, getPublicVendor } from './catalogue-service.ts';
export { sendPrepared } from './prepared-response.ts';
