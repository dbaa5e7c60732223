import { createRequest, is2xx, isContract503, listRequests, signUp } from '../lib/api';
import { describeAnswers, slowest, startLoad } from '../lib/load';
import { appBehindProxy, checkStandingAndStops } from '../lib/on-cluster';
import { scenario } from '../lib/scenario';
import { seconds, sleep, within } from '../lib/util';

const HOLE_MS = 20_000;
// The contract's 5 s, and a second for the request's own work around the database's time-out.
const ANSWER_MS = 6000;

/**
 * The network to PostgreSQL silently drops everything for 20 s under load: calls answer 503
 * within ~5 s instead of hanging, the app is ready again on its own once it is lifted, no crash.
 */
export function blackhole() {
  return scenario(
    'blackhole',
    'rede do banco muda por 20 s sob carga: 503 em ≤ 6 s, não 20 s; volta sozinho; sem queda; depois, SIGTERM sai 0 em ≤ 5 s',
    150_000,
    async ({ scope, note, check }) => {
      const { proxy, app } = await appBehindProxy(scope);
      const sessions = await Promise.all(Array.from({ length: 4 }, () => signUp(app.url)));
      const load = startLoad(
        [
          ...sessions.slice(0, 2).map((session) => () => createRequest(app.url, session)),
          ...sessions.slice(2).map((session) => () => listRequests(app.url, session)),
        ],
        100,
      );

      await sleep(2000);
      proxy.blackhole(true);
      const holeAt = Date.now();
      await sleep(HOLE_MS);
      proxy.blackhole(false);
      const liftAt = Date.now();
      const readyMs = await within(
        15_000,
        async () => (await fetch(`${app.url}/api/health/ready`)).ok,
        200,
      );
      const ready = Date.now();
      await sleep(3000);
      const answers = await load.stop();

      const inHole = answers.filter((a) => a.started >= holeAt && a.started < liftAt);
      const endedInHole = inHole.filter((a) => a.started + a.ms < liftAt);
      const after = answers.filter((a) => a.started >= ready);
      note(
        `no buraco: ${describeAnswers(endedInHole, isContract503)}, mais lenta ${seconds(slowest(inHole))}`,
      );
      note(readyMs === null ? 'não ficou pronto' : `pronto ${seconds(readyMs)} após liberar`);
      check(
        endedInHole.length > 0 && endedInHole.every(isContract503),
        `no buraco, nem tudo foi o 503 do contrato: ${describeAnswers(endedInHole, isContract503)}`,
      );
      check(slowest(inHole) <= ANSWER_MS, `chamada presa por ${seconds(slowest(inHole))}`);
      check(readyMs !== null, '/api/health/ready não respondeu 200 em 15 s após liberar');
      check(
        after.length > 0 && after.every(is2xx),
        `depois de pronto: ${describeAnswers(after, is2xx)}`,
      );
      await checkStandingAndStops({ check }, app);
    },
  );
}
