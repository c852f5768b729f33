// Cookieless statistics (issue 18): page views and demo clicks per app and day, and the vendor's reads.
export { statisticsRoutes } from './statistics-routes.ts';
export type { StatisticsContext } from './statistics-service.ts';
export { VisitorCounter } from './visitor-counter.ts';
