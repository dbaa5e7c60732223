// `npm run bench`: throughput and latency of the API on PostgreSQL next to bare node:http servers
// measured in the same run, printed as ratios (never asserted in the test suite). The request and
// pilot rows run at 1k and again after the data grows to 100k requests / 50k pilots, and so do the
// matches of a request, whose plan must read no table of pilots whole.
import { randomBytes } from 'node:crypto';
import { MATCH_PAGE_SIZE } from '@drones/shared/matching';
import { type Db } from '../apps/api/src/db/client';
import { findSession } from '../apps/api/src/plugins/app/access/find-session';
import { listMatchPage } from '../apps/api/src/modules/matching/service';
import { listSolicitationPage } from '../apps/api/src/modules/solicitations/service';
import { listUserPage } from '../apps/api/src/modules/users/service';
import { createFileService } from '../apps/api/src/plugins/app/files/file-service';
import { postgresFileStore } from '../apps/api/src/plugins/app/files/postgres-store';
import { captureStatements, planSummary, plannerOptions } from './lib/capture';
import { generate, RARE_WORD, SEARCH_CITY, type Scale } from './lib/generate';
import { benchSeconds, load, printTable, type Row } from './lib/load';
import { calloutRows, STREAM_READERS, STREAMS, streamRow } from './lib/callout';
import { exportRow } from './lib/export';
import { createMatchRequest, placePilots } from './lib/matching';
import { freePort, startApi, startBare } from './lib/processes';
import { printReach, reachEnv, reachRows, startReachSinks } from './lib/reach';
import { adminLogin, freshDatabase, login, prepare, readerLogin, signIn } from './lib/setup';

const small: Scale = { requests: 1_000, pilots: 1_000 };
const large: Scale = {
  requests: Number(process.env.BENCH_REQUESTS ?? 100_000),
  pilots: Number(process.env.BENCH_PILOTS ?? 50_000),
};

/** What the list services need: the captured connection, and files to sign the URLs with. */
function listContext(db: Db) {
  const files = createFileService({
    db,
    store: postgresFileStore(),
    secret: randomBytes(32),
    log: console,
    quota: { bytes: Infinity, files: Infinity, driverForms: Infinity },
    sessionLive: async () => true,
  });
  return { db, files };
}

// The list services sign their URLs for a session, and the matches check their reader (ADMIN
// reads every request in one statement); which session does not change the SQL that is timed.
const benchViewer = {
  id: '00000000-0000-7000-8000-000000000001',
  role: 'ADMIN' as const,
  approvalStatus: 'approved' as const,
  name: 'Bench',
  email: 'bench@exemplo.com.br',
  sessionId: '00000000-0000-7000-8000-000000000000',
};

function listStatements(url: string, token: string, filter: { status?: 'open'; search?: string }) {
  return captureStatements(url, async (db) => {
    if (!(await findSession(db, token))) throw new Error('bench session not found');
    await listSolicitationPage(listContext(db), benchViewer, filter, { limit: 50 });
  });
}

/** Checks that searches use the pg_trgm indexes and scan no table whole, on this data. */
async function explainSearches(url: string, token: string) {
  const searches = {
    [`GET /api/solicitation?search=${RARE_WORD}`]: await listStatements(url, token, {
      search: RARE_WORD,
    }),
    [`GET /api/users?search=${SEARCH_CITY}`]: await captureStatements(url, (db) =>
      listUserPage(
        listContext(db),
        benchViewer,
        { role: 'DRIVER', search: SEARCH_CITY },
        { limit: 50 },
      ),
    ),
  };
  for (const [name, statements] of Object.entries(searches)) {
    // The session lookup is the same for every route; the search is what is checked here.
    const plan = await planSummary(url, statements.slice(name.includes('solicitation') ? 1 : 0));
    console.log(
      `  ${name}: ${plan.milliseconds.toFixed(1)} ms no banco; índices: ${plan.indexes.join(', ')}; ` +
        `varredura completa: ${plan.seqScans.length > 0 ? plan.seqScans.join(', ') : 'nenhuma'}`,
    );
  }
}

/** Tables of pilots the matches must reach by index only (docs/design.md §8: never a sequential scan). */
const PILOT_TABLES = ['users', 'disponibility', 'additional_data', 'match_profiles'];

/**
 * Prints the plan of the first page of matches; with `strict`, a sequential scan of a pilots'
 * table fails the bench (on 1k rows the planner may rightly read a small table whole).
 */
async function explainMatches(url: string, matchId: string, label: string, strict: boolean) {
  let total = 0;
  const statements = await captureStatements(url, async (db) => {
    total = (
      await listMatchPage(
        listContext(db),
        benchViewer,
        matchId,
        { limit: MATCH_PAGE_SIZE },
        new Date(),
      )
    ).total;
  });
  const plan = await planSummary(url, statements);
  const scanned = plan.seqScans.filter((table) => PILOT_TABLES.includes(table));
  console.log(
    `  GET /api/solicitation/{id}/matches (${label}): ${total} droneiros listados; ` +
      `${plan.milliseconds.toFixed(1)} ms no banco; índices: ${plan.indexes.join(', ')}; ` +
      `varredura completa: ${plan.seqScans.length > 0 ? plan.seqScans.join(', ') : 'nenhuma'}`,
  );
  if (strict && scanned.length > 0) {
    throw new Error(`matches: sequential scan of ${scanned.join(', ')} (${label})`);
  }
}

async function scaleRows(
  label: string,
  url: string,
  apiUrl: string,
  auth: Record<string, string>,
  matchId: string,
) {
  const token = auth.authorization!.slice('Bearer '.length);
  const statements = await listStatements(url, token, { status: 'open' });
  const bare = await startBare('bare-list.ts', [
    url,
    plannerOptions,
    Buffer.from(JSON.stringify(statements)).toString('base64url'),
  ]);
  const baseline = await load(`bare node:http + pg: mesma SQL da lista (${label})`, bare.url);
  await bare.stop();
  const rows = [
    baseline,
    await load(
      `GET /api/solicitation?status=open (${label})`,
      `${apiUrl}/api/solicitation?status=open`,
      auth,
    ),
    await load(
      `GET /api/solicitation?search=${RARE_WORD} (${label})`,
      `${apiUrl}/api/solicitation?search=${RARE_WORD}`,
      auth,
    ),
    await load(
      `GET /api/users?search=${SEARCH_CITY} (${label})`,
      `${apiUrl}/api/users?search=${encodeURIComponent(SEARCH_CITY)}`,
      auth,
    ),
    await load(
      // 'Solicitar apoio': every pilot ordered by his distance to the request's place.
      `GET /api/users?near={id} (${label})`,
      `${apiUrl}/api/users?near=${matchId}`,
      auth,
    ),
    await load(
      `GET /api/solicitation/{id}/matches (${label})`,
      // The first page as the request's page asks for it.
      `${apiUrl}/api/solicitation/${matchId}/matches?limit=${MATCH_PAGE_SIZE}`,
      auth,
    ),
  ];
  return { baseline, rows };
}

const started = Date.now();
const databaseUrl = await freshDatabase('drones_bench');
await prepare(databaseUrl);
await generate(databaseUrl, small);
await placePilots(databaseUrl);
const matchId = await createMatchRequest(databaseUrl, login.email);
console.log(
  `PostgreSQL em ${new URL(databaseUrl).host}; ${benchSeconds} s por linha, 20 conexões, ` +
    'listas autenticadas (sessão criada pela rota de login).',
);

const hello = await startBare();
const helloRow = await load('bare node:http', hello.url);
await hello.stop();

// WhatsApp and SMS go to local providers; only the reach rows' pilots turn them on.
const sinks = await startReachSinks();
const apiPort = await freePort();
const api = await startApi(
  databaseUrl,
  { RATE_LIMIT_MULTIPLIER: '100000', ...reachEnv(sinks, `http://127.0.0.1:${apiPort}`) },
  apiPort,
);
const auth = await signIn(api.url);
const basics = [
  helloRow,
  await load('GET /api/health', `${api.url}/api/health`),
  await load('GET /api/users/driversLength', `${api.url}/api/users/driversLength`),
];
const smallLabel = `${small.requests / 1000}k pedidos / ${small.pilots / 1000}k pilotos`;
await explainMatches(databaseUrl, matchId, smallLabel, false);
const atSmall = await scaleRows(smallLabel, databaseUrl, api.url, auth, matchId);

const growing = Date.now();
await generate(databaseUrl, large);
await placePilots(databaseUrl);
const largeLabel = `${large.requests / 1000}k pedidos / ${large.pilots / 1000}k pilotos`;
console.log(`Dados gerados até ${largeLabel} em ${((Date.now() - growing) / 1000).toFixed(1)} s.`);
console.log(`Planos das buscas com ${largeLabel}:`);
await explainSearches(databaseUrl, auth.authorization!.slice('Bearer '.length));
await explainMatches(databaseUrl, matchId, largeLabel, true);
const atLarge = await scaleRows(largeLabel, databaseUrl, api.url, auth, matchId);
// docs/design.md §7: the list under 50 connections for a minute, and the export's memory at this size.
const crowded = await load(
  `GET /api/solicitation?status=open, 50 conexões, 60 s (${largeLabel})`,
  `${api.url}/api/solicitation?status=open`,
  auth,
  { connections: 50, seconds: Number(process.env.BENCH_CROWD_SECONDS ?? 60) },
);
const exported = await exportRow(api.url, api.pid, await signIn(api.url, adminLogin));
const callouts = await calloutRows(databaseUrl, api.url, auth);
const readers = await Promise.all(
  Array.from({ length: STREAM_READERS }, (_, i) => signIn(api.url, readerLogin(i))),
);
const stream = await streamRow(databaseUrl, api.url, auth, readers);
const reach = await reachRows(databaseUrl, api.url, auth, sinks);
// Requests autocannon abandoned at the end of the last row may still be running.
await new Promise((resolve) => setTimeout(resolve, 2000));
await api.stop();
await sinks.close();

console.log('\nServidor puro e rotas públicas:');
printTable(basics, helloRow);
console.log(`\nListas e buscas com ${smallLabel} (razão: contra o servidor puro com a mesma SQL):`);
printTable(atSmall.rows, atSmall.baseline);
console.log(`\nListas e buscas com ${largeLabel}:`);
printTable(atLarge.rows, atLarge.baseline);

console.log(`\nMesmas rotas, ${smallLabel} → ${largeLabel}:`);
console.table(
  atSmall.rows.slice(1).map((row: Row, i) => {
    const grown = atLarge.rows[i + 1]!;
    return {
      rota: row.name.replace(/ \(.*\)$/, ''),
      'p50 ms': `${row.p50} → ${grown.p50}`,
      'p95 ms': `${row.p95} → ${grown.p95}`,
      'p99 ms': `${row.p99} → ${grown.p99}`,
      'req/s': `${Math.round(row.requestsPerSecond)} → ${Math.round(grown.requestsPerSecond)}`,
    };
  }),
);
const listRatio = (at: typeof atSmall) =>
  at.rows[1]!.requestsPerSecond / at.baseline.requestsPerSecond;
console.log(
  `Lista: ${listRatio(atSmall).toFixed(2)} × (${smallLabel}) e ${listRatio(atLarge).toFixed(2)} × ` +
    `(${largeLabel}) do servidor puro com a mesma SQL (orçamento: ao menos 0,75 ×; ` +
    `${Math.min(listRatio(atSmall), listRatio(atLarge)) >= 0.75 ? 'dentro' : 'fora'}).`,
);
console.log(`\nLista com 50 conexões:`);
printTable([crowded], atLarge.baseline);
console.log(
  `Lista com 50 conexões: p99 ${crowded.p99} ms (orçamento: < 300 ms; ` +
    `${crowded.p99 < 300 && crowded.errors === 0 ? 'dentro' : 'fora'}). ` +
    `Exportação (${largeLabel}): ${exported.megabytes.toFixed(1)} MB em ${exported.seconds.toFixed(1)} s, ` +
    `memória do servidor +${Math.round(exported.growthMb)} MB no pico ` +
    `(orçamento: até 100 MB; ${exported.growthMb <= 100 ? 'dentro' : 'fora'}).`,
);
const matchesAt = (rows: Row[]) => rows.find((row) => row.name.includes('/matches'))!;
const matchGrowth = matchesAt(atLarge.rows).p95 / matchesAt(atSmall.rows).p95;
console.log(
  `Matches: p95 com ${largeLabel} = ${matchGrowth.toFixed(2)} × p95 com ${smallLabel} ` +
    `(orçamento: até 1,5 ×; ${matchGrowth <= 1.5 ? 'dentro' : 'fora'}).`,
);
console.log(`\nConvocação e equipe ao vivo com ${largeLabel} (razão: contra a convocação de 1):`);
printTable([...callouts, reach.callout, stream], callouts[0]!);
const calloutP95 = callouts[1]!.p95;
console.log(
  `Convocação de 200: p95 ${calloutP95} ms (orçamento: < 300 ms; ${calloutP95 < 300 ? 'dentro' : 'fora'}). ` +
    `Evento da equipe: p99 ${stream.p99} ms em ${STREAMS} streams ` +
    `(orçamento: < 2000 ms; ${stream.p99 < 2000 && stream.errors === 0 ? 'dentro' : 'fora'}).`,
);
printReach(reach);
console.log(`Tempo total: ${Math.round((Date.now() - started) / 1000)} s.`);
