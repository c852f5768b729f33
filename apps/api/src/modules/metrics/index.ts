// The metrics module's public surface: the registry (the catalogue's fast lane counts its answers in
// it), the hook that times every request, and GET /api/metrics.
export { metricsPlugin, metricsRoutes } from './metrics-plugin.ts';
export type { MetricsRegistry } from './metrics-registry.ts';
