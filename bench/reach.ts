// `npm run bench:reach`: the reach rows of `npm run bench` alone (docs/design.md §13), on 1k
// requests / 1k pilots rather than 100k / 50k, in a few minutes: the call-outs of 1 and 200 pilots
// without channels, then with push, WhatsApp and SMS, the fan-out and the webhooks.
import { calloutRows } from './lib/callout';
import { generate } from './lib/generate';
import { printTable } from './lib/load';
import { freePort, startApi } from './lib/processes';
import { printReach, reachEnv, reachRows, startReachSinks } from './lib/reach';
import { freshDatabase, prepare, signIn } from './lib/setup';

const started = Date.now();
const databaseUrl = await freshDatabase('drones_bench_reach');
await prepare(databaseUrl);
await generate(databaseUrl, { requests: 1_000, pilots: 1_000 });

const sinks = await startReachSinks();
const port = await freePort();
const api = await startApi(
  databaseUrl,
  { RATE_LIMIT_MULTIPLIER: '100000', ...reachEnv(sinks, `http://127.0.0.1:${port}`) },
  port,
);
// A failed row must not leave the API running.
const { callouts, reach } = await (async () => {
  try {
    const auth = await signIn(api.url);
    const callouts = await calloutRows(databaseUrl, api.url, auth);
    return { callouts, reach: await reachRows(databaseUrl, api.url, auth, sinks) };
  } finally {
    await api.stop();
    await sinks.close();
  }
})();

console.log(`\nConvocação com 1k pedidos / 1k pilotos (razão: contra a convocação de 1):`);
printTable([...callouts, reach.callout], callouts[0]!);
printReach(reach);
console.log(`Tempo total: ${Math.round((Date.now() - started) / 1000)} s.`);
