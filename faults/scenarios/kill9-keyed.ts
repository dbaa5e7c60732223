import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  call,
  countRequests,
  is2xx,
  requestForm,
  signUp,
  type Answer,
  type Session,
} from '../lib/api';
import { startApp, stopApp } from '../lib/app-process';
import { describeAnswers } from '../lib/load';
import { noisePhoto } from '../lib/photo';
import { scenario } from '../lib/scenario';
import { within } from '../lib/util';

/** A keyed POST /api/solicitation with its form (a retry sends the same form again). */
function keyedCreate(base: string, session: Session, key: string, form: FormData) {
  return call(`${base}/api/solicitation`, {
    method: 'POST',
    headers: { ...session.auth, 'idempotency-key': key },
    body: form,
  });
}

/** The entries of a folder, none when it does not exist. */
const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * kill -9 while keyed requests with photos are being written (embedded database), then every key
 * retried with the same form after a restart: each request exists exactly once, every retry is
 * answered (the first answer replayed, a fresh 201, or 409 'já registrada' when the work committed
 * and its answer was lost), and no file is left without its row.
 */
export function kill9Keyed({ requests, photoBytes } = { requests: 12, photoBytes: 300_000 }) {
  return scenario(
    'kill9-keyed',
    `kill -9 durante ${requests} criações com Idempotency-Key e foto, depois cada chave reenviada: cada solicitação uma vez só, todo reenvio respondido, nenhum arquivo órfão`,
    120_000,
    async ({ scope, note, check }) => {
      const app = await startApp({ dataDir: await scope.dataDir('faults-app-') });
      scope.defer(() => stopApp(app));
      const session = await signUp(app.url);
      const photo = await noisePhoto(photoBytes);
      const forms = Array.from({ length: requests }, () => requestForm(photo));
      const keys = forms.map((_, i) => `campanha-${i}-${Date.now()}`);

      let answered = 0;
      let killed!: () => void;
      const killedNow = new Promise<void>((resolve) => (killed = resolve));
      const first = forms.map((form, i) =>
        keyedCreate(app.url, session, keys[i]!, form).then((answer) => {
          if (is2xx(answer) && (answered += 1) === Math.ceil(requests / 4)) killed();
          return answer;
        }),
      );
      // Killed once a quarter are answered: the rest are mid-upload, mid-transaction or queued.
      await Promise.race([killedNow, Promise.all(first)]);
      app.kill('SIGKILL');
      const before: Answer[] = await Promise.all(first);

      const again = await startApp({ dataDir: app.dataDir });
      scope.defer(() => stopApp(again));
      const retried = await Promise.all(
        forms.map((form, i) => keyedCreate(again.url, session, keys[i]!, form)),
      );
      const recorded = (a: Answer) =>
        a.status === 409 && (a.body as { code?: string } | null)?.code === 'already_recorded';
      const settled = (a: Answer) => is2xx(a) || recorded(a);
      const stored = await countRequests(again.url, session);

      // The start-up sweep needs no grace under the embedded database's lock.
      const files = path.join(app.dataDir, 'files');
      const swept = await within(10_000, async () => {
        const onDisk = (await entries(files)).filter((name) => name !== 'tmp').length;
        const partial = (await entries(path.join(files, 'tmp'))).length;
        const uploads = (await entries(path.join(app.dataDir, 'uploads'))).length;
        // Each request keeps its photo and the photo's small copy.
        return onDisk === 2 * stored && partial === 0 && uploads === 0;
      });

      note(
        `antes do kill -9: ${describeAnswers(before, is2xx)}; reenvios: ${describeAnswers(retried, settled)}; ${stored} solicitações no banco`,
      );
      check(stored === requests, `${stored} solicitações no banco para ${requests} chaves`);
      check(
        retried.every(settled),
        `reenvios fora do esperado: ${describeAnswers(retried, settled)}`,
      );
      check(
        before.every((answer, i) => !is2xx(answer) || retried[i]!.status === answer.status),
        'um reenvio não repetiu a primeira resposta',
      );
      check(swept !== null, 'arquivos sem linha ou envios pela metade ficaram em DATA_DIR');
      check(again.crashSigns().length === 0, `erros na saída: ${again.crashSigns().join(' | ')}`);
    },
  );
}
