// The call-out rows (docs/design.md §8): the answer time of a call-out to 200 pilots against a call-out of
// one in the same run, and how long a roster change takes to reach 500 open event streams.
import pg from 'pg';
import { MAX_STREAMS_PER_USER } from '../../apps/api/src/modules/invitations/roster-stream';
import type { Row } from './load';

const CALLOUTS = 20;
export const STREAMS = 500;
/** Each account keeps at most MAX_STREAMS_PER_USER streams (ADR 027): the readers they take. */
export const STREAM_READERS = Math.ceil(STREAMS / MAX_STREAMS_PER_USER);
const WRITES = 20;

export type Auth = Record<string, string>;

const percentileOf = (sorted: number[], percent: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)]!;

export function summary(name: string, samples: number[]): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  const totalSeconds = samples.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    name,
    requestsPerSecond: samples.length / totalSeconds,
    p50: Math.round(percentileOf(sorted, 50)),
    p95: Math.round(percentileOf(sorted, 95)),
    p99: Math.round(percentileOf(sorted, 99)),
    errors: 0,
  };
}

async function pilotIds(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    // Pilots who enabled no channel beyond e-mail: the reach rows (reach.ts) add their own.
    `select id from users u
      where role = 'DRIVER' and erased_at is null
        and not exists (select 1 from user_channels c where c.user_id = u.id)
      order by id limit $1`,
    [count],
  );
  await client.end();
  return rows.map((row) => row.id);
}

export async function call<T>(apiUrl: string, path: string, auth: Auth, body: object): Promise<T> {
  const res = await fetch(`${apiUrl}/api${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const newRequest = (apiUrl: string, auth: Auth, name: string) =>
  call<{ id: string }>(apiUrl, '/solicitation', auth, {
    name,
    description: 'Pedido criado pelo bench de convocação',
    place: 'Petrópolis - RJ',
    hour: '03:00',
    necessary_resources: 'Drone com câmera térmica',
    mission_details: 'Sobrevoo',
    urgency: 'urgente',
  });

/**
 * Times each of CALLOUTS call-outs of `size` pilots, each on a fresh request (every pilot a new
 * invitation): the `i`-th calls `pick(i)` (the first `size` of `ids` unless told), then
 * `after(i)` runs outside the timing.
 */
export async function timeCallouts(
  apiUrl: string,
  auth: Auth,
  ids: string[],
  size: number,
  pick: (i: number) => string[] = () => ids.slice(0, size),
  after: (i: number) => Promise<void> = async () => {},
) {
  const samples: number[] = [];
  for (let i = 0; i < CALLOUTS; i += 1) {
    const request = await newRequest(apiUrl, auth, `Convocação do bench ${size}-${i}`);
    const started = performance.now();
    const answer = await call<{ invited: number }>(
      apiUrl,
      `/solicitation/${request.id}/callout`,
      auth,
      { pilotIds: pick(i) },
    );
    samples.push(performance.now() - started);
    if (answer.invited !== size) throw new Error(`call-out invited ${answer.invited} of ${size}`);
    await after(i);
  }
  return samples;
}

export async function calloutRows(url: string, apiUrl: string, auth: Auth): Promise<Row[]> {
  const ids = await pilotIds(url, 200);
  return [
    summary('POST /callout, 1 droneiro (base)', await timeCallouts(apiUrl, auth, ids, 1)),
    summary('POST /callout, 200 droneiros', await timeCallouts(apiUrl, auth, ids, 200)),
  ];
}

/** An open event stream that records when each `roster` event for `pilotId` arrives. */
async function openStream(apiUrl: string, requestId: string, auth: Auth, signal: AbortSignal) {
  const res = await fetch(`${apiUrl}/api/solicitation/${requestId}/events`, {
    headers: auth,
    signal,
  });
  if (!res.ok) throw new Error(`events: ${res.status}`);
  const arrivals = new Map<string, number>();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data)
            arrivals.set(
              (JSON.parse(data) as { pilot: { id: string } }).pilot.id,
              performance.now(),
            );
        }
      }
    } catch {
      // Aborted at the end of the row.
    }
  })();
  return arrivals;
}

/**
 * Opens STREAMS streams on one request, then invites one pilot at a time (WRITES times) and
 * measures, on every stream, the time from the write's start to its event.
 */
export async function streamRow(
  url: string,
  apiUrl: string,
  auth: Auth,
  readers: Auth[],
): Promise<Row> {
  const ids = await pilotIds(url, WRITES);
  const request = await newRequest(apiUrl, auth, 'Equipe ao vivo do bench');
  const controller = new AbortController();
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, (_, i) =>
      openStream(apiUrl, request.id, readers[i % readers.length]!, controller.signal),
    ),
  );
  const samples: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await call(apiUrl, `/solicitation/${request.id}/callout`, auth, { pilotIds: [id] });
    const deadline = started + 10_000;
    while (streams.some((arrivals) => !arrivals.has(id)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const arrivals of streams) samples.push((arrivals.get(id) ?? Infinity) - started);
  }
  controller.abort();
  const row = summary(`evento da equipe em ${STREAMS} streams abertos`, samples);
  row.errors = samples.filter((ms) => !Number.isFinite(ms)).length;
  return row;
}
