/**
 * Prometheus metrics through prom-client, one registry per app (tests build many apps in one process):
 * the standard process_* and nodejs_* metrics (memory, CPU, GC, event-loop lag), a build-info gauge,
 * and the HTTP server histogram under OpenTelemetry's names as Prometheus exports them
 * (`http_server_request_duration_seconds` with `http_request_method`, `http_route`,
 * `http_response_status_code`); its `_count` is the request counter.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cache hit (well under a millisecond) to a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of requests no route matched (404s, scanners): one series, so labels stay bounded. */
export const UNMATCHED_ROUTE = 'unmatched';

type HttpLabels = 'http_request_method' | 'http_route' | 'http_response_status_code';
type Observer = { observe(value: number): void };

export class MetricsRegistry {
  readonly registry = new Registry();
  readonly #duration: Histogram<HttpLabels>;
  /** Labelled children by route, method and status: no label object or string is made per request. */
  readonly #children = new Map<string, Map<string, Map<number, Observer>>>();

  constructor(build: { version: string }) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'showroom_build_info',
      help: 'Always 1; the labels say which build and runtime this process runs.',
      labelNames: ['version', 'node_version'],
      registers: [this.registry],
    }).set({ version: build.version, node_version: process.version }, 1);
    this.#duration = new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['http_request_method', 'http_route', 'http_response_status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
  }

  /** One answered request; `route` is the route pattern (`/api/apps/:id`), never the raw URL. */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.#children.get(route);
    if (!byMethod) this.#children.set(route, (byMethod = new Map<string, Map<number, Observer>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, Observer>()));
    let child = byStatus.get(statusCode);
    if (!child) {
      child = this.#duration.labels(method, route, String(statusCode));
      byStatus.set(statusCode, child);
    }
    child.observe(seconds);
  }

  /** A gauge read when Prometheus scrapes. */
  gauge<L extends string>(options: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    collect: (gauge: Gauge<L>) => void | Promise<void>;
  }): void {
    const { collect, ...rest } = options;
    new Gauge<L>({
      ...rest,
      labelNames: rest.labelNames ?? [],
      registers: [this.registry],
      collect() {
        return collect(this);
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
