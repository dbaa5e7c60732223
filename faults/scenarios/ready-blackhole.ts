import { call } from '../lib/api';
import { appBehindProxy, checkStandingAndStops } from '../lib/on-cluster';
import { scenario } from '../lib/scenario';
import { seconds, within } from '../lib/util';

const PROBES = 3;
// The probe's own 1 s, with room for a busy machine; a probe that waits on the connect or query
// time-outs (5 s) is what this fails on.
const READY_ANSWER_MS = 3000;

/**
 * The database's network silently drops everything: each GET /api/health/ready answers 503
 * naming the database about a second later (an idle connection's query and a new connection's
 * handshake both hang), and answers 200 again on its own once the network is back.
 */
export function readyBlackhole() {
  return scenario(
    'ready-blackhole',
    'rede do banco muda: /api/health/ready responde 503 com "database" em ≤ 3 s, não 5 s; volta a 200 sozinho; sem queda',
    90_000,
    async ({ scope, note, check }) => {
      const { proxy, app } = await appBehindProxy(scope);
      const ready = () => call(`${app.url}/api/health/ready`, {}, 10_000);
      check((await ready()).status === 200, 'não estava pronto antes do buraco');

      proxy.blackhole(true);
      const probes = [];
      for (let i = 0; i < PROBES; i += 1) probes.push(await ready());
      proxy.blackhole(false);
      const readyMs = await within(15_000, async () => (await ready()).status === 200, 200);

      note(`no buraco: ${probes.map((p) => `${p.status} em ${seconds(p.ms)}`).join(', ')}`);
      for (const probe of probes) {
        const failing = (probe.body as { failing?: unknown } | null)?.failing;
        check(
          probe.status === 503 && Array.isArray(failing) && failing.includes('database'),
          `no buraco: ${probe.status || probe.error} ${JSON.stringify(probe.body)}`,
        );
        check(probe.ms <= READY_ANSWER_MS, `/api/health/ready levou ${seconds(probe.ms)}`);
      }
      check(readyMs !== null, '/api/health/ready não voltou a 200 em 15 s após liberar');
      await checkStandingAndStops({ check }, app);
    },
  );
}
