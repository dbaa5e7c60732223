import { createdId, createRequest, is2xx, isContract503, listRequests, signUp } from '../lib/api';
import { describeAnswers, slowest, startLoad } from '../lib/load';
import { noisePhoto } from '../lib/photo';
import { appBehindProxy, checkStandingAndStops } from '../lib/on-cluster';
import { scenario } from '../lib/scenario';
import { seconds, sleep } from '../lib/util';

const CUTS = 10;
const CUT_EVERY_MS = 700;

/**
 * Every socket between the app and PostgreSQL reset, again and again, while requests (with photos,
 * so transactions hold clients) and lists run: every call answered within 5 s, a failure only as
 * the contract's 503, no crash, and calls succeed again without help.
 */
export function socketCut() {
  return scenario(
    'socket-cut',
    'sockets do banco cortados sob escrita: toda chamada respondida em ≤ 5 s (2xx ou 503); sem queda; volta sozinho; depois, SIGTERM sai 0 em ≤ 5 s',
    120_000,
    async ({ scope, note, check }) => {
      const { cluster, proxy, app } = await appBehindProxy(scope);
      const sessions = await Promise.all(Array.from({ length: 5 }, () => signUp(app.url)));
      const photo = await noisePhoto(100_000);
      const load = startLoad(
        [
          ...sessions.slice(0, 3).map((session) => () => createRequest(app.url, session, photo)),
          () => createRequest(app.url, sessions[3]!),
          () => listRequests(app.url, sessions[4]!),
        ],
        20,
      );

      await sleep(2000);
      let resets = 0;
      for (let cut = 0; cut < CUTS; cut += 1) {
        resets += proxy.connections();
        proxy.cut();
        await sleep(CUT_EVERY_MS);
      }
      const lastCut = Date.now() - CUT_EVERY_MS;
      await sleep(2000);
      const answers = await load.stop();
      const settled = answers.filter((a) => a.started >= lastCut + 1000);
      const afterwards = await Promise.all(
        sessions.map((session) => createRequest(app.url, session)),
      );
      const acknowledged = answers.map(createdId).filter((id): id is string => id !== null);
      const [found] = await cluster.query<{ n: number }>(
        'select count(*)::int as n from solicitations where id = any($1::uuid[])',
        [acknowledged],
      );
      const fits = (a: (typeof answers)[number]) => is2xx(a) || isContract503(a);

      note(
        `${CUTS} cortes (${resets} conexões); ${describeAnswers(answers, fits)}; mais lenta ${seconds(slowest(answers))}`,
      );
      check(resets > 0, 'nenhuma conexão aberta para cortar');
      check(answers.every(fits), `respostas fora do contrato: ${describeAnswers(answers, fits)}`);
      check(slowest(answers) <= 5000, `chamada sem resposta por ${seconds(slowest(answers))}`);
      check(
        found?.n === acknowledged.length,
        `${acknowledged.length - (found?.n ?? 0)} ids confirmados sumiram`,
      );
      check(
        settled.length > 0 && settled.every(is2xx),
        `depois do último corte: ${describeAnswers(settled, is2xx)}`,
      );
      check(afterwards.every(is2xx), `novas chamadas: ${describeAnswers(afterwards, is2xx)}`);
      await checkStandingAndStops({ check }, app);
    },
  );
}
