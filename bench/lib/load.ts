import autocannon from 'autocannon';

export interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Loads one URL from this process (the server runs in another) and sums it up. */
export async function load(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    headers,
    connections: 20,
    duration: benchSeconds,
  });
  const row: Row = {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  return row;
}

export function printTable(rows: Row[], baseline: Row) {
  const lines = rows.map((row) => ({
    endpoint: row.name,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'vs bare': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    errors: row.errors,
  }));
  console.table(lines);
}
