import { createdId, createRequest, is2xx, isContract503, signUp } from '../lib/api';
import { appOnCluster, checkStandingAndStops } from '../lib/on-cluster';
import { describeAnswers, slowest, startLoad, statusSummary } from '../lib/load';
import { noisePhoto } from '../lib/photo';
import { scenario } from '../lib/scenario';
import { seconds, sleep, within } from '../lib/util';

const CLIENTS = 6;
const DOWN_MS = 8000;

/**
 * `pg_ctl stop -m immediate` while clients create requests (half with a photo): every 2xx id is
 * in the database after the restart, calls while it is down answer the contract's 503 within 5 s,
 * the process lives on, and /api/health/ready is 200 within 10 s of the cluster's return.
 */
export function postgresStop() {
  return scenario(
    'postgres-stop',
    'parada imediata sob escrita: todo 2xx gravado; 503 com Retry-After em ≤ 5 s enquanto parado; sem queda; pronto < 10 s; depois, SIGTERM sai 0 em ≤ 5 s',
    240_000,
    async ({ scope, note, check }) => {
      const { cluster, app } = await appOnCluster(scope);
      const sessions = await Promise.all(Array.from({ length: CLIENTS }, () => signUp(app.url)));
      const photo = await noisePhoto(60_000);
      const load = startLoad(
        sessions.map(
          (session, i) => () => createRequest(app.url, session, i % 2 ? photo : undefined),
        ),
        100,
      );

      await sleep(3000);
      const stopping = Date.now();
      await cluster.stop('immediate');
      const down = Date.now();
      await sleep(DOWN_MS);
      const restarting = Date.now();
      await cluster.start();
      const readyMs = await within(
        10_000,
        async () => (await fetch(`${app.url}/api/health/ready`)).ok,
      );
      const ready = Date.now();
      await sleep(3000);
      const answers = await load.stop();

      const whileDown = answers.filter((a) => a.started >= down && a.started + a.ms < restarting);
      const aroundFault = answers.filter((a) => a.started >= stopping - 5000 && a.started < ready);
      const after = answers.filter((a) => a.started >= ready);
      const acknowledged = answers.map(createdId).filter((id): id is string => id !== null);
      const [found] = await cluster.query<{ n: number }>(
        'select count(*)::int as n from solicitations where id = any($1::uuid[])',
        [acknowledged],
      );
      const [total] = await cluster.query<{ n: number }>(
        'select count(*)::int as n from solicitations',
      );
      const unexpected = answers.filter((a) => !is2xx(a) && !isContract503(a));

      note(
        `${acknowledged.length} criadas (2xx), ${found?.n} no banco (${total?.n} linhas ao todo)`,
      );
      note(
        `parado ${seconds(DOWN_MS)}: ${statusSummary(whileDown)}, mais lenta ${seconds(slowest(aroundFault))}`,
      );
      note(
        readyMs === null
          ? 'não ficou pronto'
          : `pronto ${seconds(readyMs)} após o PostgreSQL voltar`,
      );
      check(
        found?.n === acknowledged.length,
        `${acknowledged.length - (found?.n ?? 0)} ids confirmados sumiram`,
      );
      check(
        whileDown.length > 0 && whileDown.every(isContract503),
        `parado, nem tudo foi o 503 do contrato: ${describeAnswers(whileDown, isContract503)}`,
      );
      check(
        slowest(aroundFault) <= 5000,
        `chamada sem resposta por ${seconds(slowest(aroundFault))}`,
      );
      check(
        unexpected.length === 0,
        `respostas fora do contrato: ${describeAnswers(unexpected, isContract503)}`,
      );
      check(readyMs !== null, '/api/health/ready não respondeu 200 em 10 s');
      check(
        after.length > 0 && after.every(is2xx),
        `depois de pronto: ${describeAnswers(after, is2xx)}`,
      );
      await checkStandingAndStops({ check }, app);
    },
  );
}
