import autocannon from 'autocannon';

export interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The latency below which `percent` % of the answers came (autocannon reports no p95). */
function percentile(sorted: number[], percent: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)]!;
}

/**
 * Loads one URL from this process (the server runs in another) and sums it up: 20 connections
 * for BENCH_SECONDS unless told otherwise.
 */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  options: { connections?: number; seconds?: number } = {},
) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        headers,
        connections: options.connections ?? 20,
        duration: options.seconds ?? benchSeconds,
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    ).on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const row: Row = {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: Math.round(percentile(latencies, 95)),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  return row;
}

/** The rows, with each one's throughput against `baseline` when there is one. */
export function printTable(rows: Row[], baseline?: Row) {
  const lines = rows.map((row) => ({
    endpoint: row.name,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50,
    'p95 ms': row.p95,
    'p99 ms': row.p99,
    ...(baseline && {
      'vs bare': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    }),
    errors: row.errors,
  }));
  console.table(lines);
}
