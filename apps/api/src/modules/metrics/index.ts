// The metrics module's public surface: the registry (the front door counts its answers in it), the
// hook that times every request, and GET /api/metrics.
export { metricsPlugin, metricsRoutes } from './metrics-plugin.ts';
export { UNMATCHED_ROUTE, type MetricsRegistry } from './metrics-registry.ts';
