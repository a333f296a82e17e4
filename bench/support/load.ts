// Drives one endpoint with autocannon and reports requests/s and latency percentiles, including the
// p95 that autocannon's summary lacks (computed from every response time).
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? "GET",
        headers: options.headers,
        body: options.body,
        connections: options.connections ?? 10,
        duration: options.durationSeconds ?? 5,
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatRow(name: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline
    ? ` | ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}x baseline req/s`
    : "";
  return `${name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  (${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)${ratio}`;
}
