export { runtimeConfigRoutes } from './runtime-config-routes.ts';
