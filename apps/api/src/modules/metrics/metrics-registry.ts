/**
 * Prometheus metrics through prom-client, one registry per app (tests build many apps in one process):
 * the standard process_* and nodejs_* metrics (memory, CPU, GC, event-loop lag), a build-info gauge,
 * and the HTTP server histogram under OpenTelemetry's names as Prometheus exports them
 * (`http_server_request_duration_seconds` with `http_request_method`, `http_route`,
 * `http_response_status_code`); its `_count` is the request counter.
 */
import { collectDefaultMetrics, Gauge, Registry, type Metric } from 'prom-client';

/** Seconds; from a cache hit (well under a millisecond) to a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of requests no route matched (404s, scanners): one series, so labels stay bounded. */
export const UNMATCHED_ROUTE = 'unmatched';

type HttpLabels = 'http_request_method' | 'http_route' | 'http_response_status_code';

/**
 * One series of the HTTP histogram (a method, route and status): counts per bucket, sum and count. An
 * observation changes three numbers and makes nothing: prom-client's `labels(…).observe()` made a label
 * object and a hash string per request, which a CPU profile of the front door's answers showed.
 */
class Series {
  readonly counts: number[] = LATENCY_BUCKETS.map(() => 0);
  sum = 0;
  count = 0;
  constructor(readonly labels: Readonly<Record<HttpLabels, string>>) {}

  observe(seconds: number): void {
    this.sum += seconds;
    this.count++;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
      if (seconds <= (LATENCY_BUCKETS[i] as number)) {
        this.counts[i] = (this.counts[i] as number) + 1;
        return;
      }
    }
  }
}

const DURATION = 'http_server_request_duration_seconds';

/**
 * The HTTP histogram as a metric of prom-client's registry (which reads a metric's name, help, type,
 * aggregator and `get()`): the values prom-client's own Histogram exports, so the text is the same.
 */
function durationMetric(series: () => Iterable<Series>): Metric {
  const metric = {
    name: DURATION,
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    type: 'histogram',
    aggregator: 'sum',
    get: () => {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const s of series()) {
        let cumulative = 0;
        LATENCY_BUCKETS.forEach((le, i) => {
          cumulative += s.counts[i] as number;
          values.push({ labels: { le, ...s.labels }, value: cumulative, metricName: `${DURATION}_bucket` });
        });
        values.push(
          { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${DURATION}_bucket` },
          { labels: { ...s.labels }, value: s.sum, metricName: `${DURATION}_sum` },
          { labels: { ...s.labels }, value: s.count, metricName: `${DURATION}_count` },
        );
      }
      return Promise.resolve({ ...metric, values });
    },
    reset: () => {},
  };
  return metric as unknown as Metric;
}

export class MetricsRegistry {
  readonly registry = new Registry();
  /** The HTTP histogram's series by route, method and status. */
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(build: { version: string }) {
    const series = this.#series;
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'showroom_build_info',
      help: 'Always 1; the labels say which build and runtime this process runs.',
      labelNames: ['version', 'node_version'],
      registers: [this.registry],
    }).set({ version: build.version, node_version: process.version }, 1);
    this.registry.registerMetric(
      durationMetric(function* (this: void) {
        for (const byMethod of series.values()) {
          for (const byStatus of byMethod.values()) yield* byStatus.values();
        }
      }),
    );
  }

  /** One answered request; `route` is the route pattern (`/api/apps/:id`), never the raw URL. */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.#series.get(route);
    if (!byMethod) this.#series.set(route, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = new Series({
        http_request_method: method,
        http_route: route,
        http_response_status_code: String(statusCode),
      });
      byStatus.set(statusCode, series);
    }
    series.observe(seconds);
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
