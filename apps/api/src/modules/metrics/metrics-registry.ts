/*
 * A tiny Prometheus text exposition (format 0.0.4): a request counter and a latency histogram by route
 * pattern, plus gauges read at scrape time. Hand-written because it is a few dozen lines and the
 * client library would bring its own registry, cluster glue and default collectors we do not need.
 */

/** Seconds; from a cache hit (well under a millisecond) to a slow upload. */
export const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

export interface RequestSample {
  method: string;
  /** The route pattern (`/api/apps/:id`), never the raw URL, so label values stay few. */
  route: string;
  statusCode: number;
  seconds: number;
}

interface Series {
  labels: string;
  count: number;
}

interface Histogram {
  labels: string;
  buckets: number[];
  sum: number;
  count: number;
}

export interface Gauge {
  name: string;
  help: string;
  /** Label set (already formatted, e.g. `{state="idle"}` or empty) → value. */
  values: [string, number][];
}

/** Escapes a label value as the exposition format requires. */
export const labelValue = (v: string): string =>
  v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

const num = (n: number): string => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

export class MetricsRegistry {
  private readonly requests = new Map<string, Series>();
  private readonly latency = new Map<string, Histogram>();

  observe(sample: RequestSample): void {
    const statusClass = `${Math.floor(sample.statusCode / 100)}xx`;
    const base = `method="${labelValue(sample.method)}",route="${labelValue(sample.route)}"`;
    const counterLabels = `${base},status="${statusClass}"`;
    const series = this.requests.get(counterLabels);
    if (series) series.count++;
    else this.requests.set(counterLabels, { labels: counterLabels, count: 1 });

    let histogram = this.latency.get(base);
    if (!histogram) {
      histogram = { labels: base, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.latency.set(base, histogram);
    }
    // Cumulative buckets are summed at render time; here each sample lands in its first bucket only.
    const index = LATENCY_BUCKETS.findIndex((le) => sample.seconds <= le);
    if (index >= 0) histogram.buckets[index] = (histogram.buckets[index] ?? 0) + 1;
    histogram.sum += sample.seconds;
    histogram.count++;
  }

  render(gauges: Gauge[]): string {
    const out: string[] = [];
    out.push(
      '# HELP showroom_http_requests_total HTTP requests answered, by route pattern and status class.',
    );
    out.push('# TYPE showroom_http_requests_total counter');
    for (const s of this.requests.values()) out.push(`showroom_http_requests_total{${s.labels}} ${s.count}`);

    out.push('# HELP showroom_http_request_duration_seconds Time to answer a request, by route pattern.');
    out.push('# TYPE showroom_http_request_duration_seconds histogram');
    for (const h of this.latency.values()) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        cumulative += h.buckets[i] ?? 0;
        out.push(`showroom_http_request_duration_seconds_bucket{${h.labels},le="${le}"} ${cumulative}`);
      });
      out.push(`showroom_http_request_duration_seconds_bucket{${h.labels},le="+Inf"} ${h.count}`);
      out.push(`showroom_http_request_duration_seconds_sum{${h.labels}} ${h.sum}`);
      out.push(`showroom_http_request_duration_seconds_count{${h.labels}} ${h.count}`);
    }

    for (const g of gauges) {
      out.push(`# HELP ${g.name} ${g.help}`);
      out.push(`# TYPE ${g.name} gauge`);
      for (const [labels, value] of g.values) out.push(`${g.name}${labels} ${num(value)}`);
    }
    return `${out.join('\n')}\n`;
  }
}
