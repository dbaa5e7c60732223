import {
  call,
  countRequests,
  createdId,
  is2xx,
  isContract503,
  logIn,
  requestForm,
  signUp,
  type Answer,
  type Session,
} from '../lib/api';
import { PROMPT_STOP_MS, startApp, stopApp } from '../lib/app-process';
import { describeAnswers } from '../lib/load';
import { noisePhoto } from '../lib/photo';
import { scenario } from '../lib/scenario';
import { deadline, seconds, sleep } from '../lib/util';

// SHUTDOWN_GRACE_MS's default (docs/design.md §11).
const DEFAULT_GRACE_MS = 25_000;

export interface UploadOptions {
  uploads: number;
  photoBytes: number;
  /** SHUTDOWN_GRACE_MS for the app; its default when absent. */
  graceMs?: number;
}

/**
 * An upload whose body stops halfway until `rest` resolves: the server has its headers and half
 * the photo when the signal lands. Answers the call, and a promise of the first half's sending.
 */
async function gatedUpload(base: string, session: Session, photo: Buffer, rest: Promise<void>) {
  const request = new Request(`${base}/api/solicitation`, {
    method: 'POST',
    body: requestForm(photo),
  });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const half = Math.floor(bytes.length / 2);
  let sentHalf!: () => void;
  const halfSent = new Promise<void>((resolve) => (sentHalf = resolve));
  let step = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      step += 1;
      if (step === 1) {
        controller.enqueue(bytes.subarray(0, half));
        sentHalf();
      } else {
        await rest;
        controller.enqueue(bytes.subarray(half));
        controller.close();
      }
    },
  });
  const answer = call(`${base}/api/solicitation`, {
    method: 'POST',
    headers: { ...session.auth, 'content-type': request.headers.get('content-type')! },
    body,
    duplex: 'half',
  });
  return { answer, halfSent };
}

/**
 * SIGTERM while photo uploads are halfway through their bodies (embedded database): every upload
 * gets an HTTP answer (2xx, or 503), the process exits 0 once they are answered (within the grace,
 * not at its end), and after a restart the database holds exactly the 2xx requests.
 */
export function sigtermUploads(
  { uploads, photoBytes, graceMs }: UploadOptions = { uploads: 10, photoBytes: 2_000_000 },
) {
  const grace = graceMs ?? DEFAULT_GRACE_MS;
  const size = `${(photoBytes / 1_000_000).toFixed(1)} MB`;
  return scenario(
    'sigterm-uploads',
    `SIGTERM com ${uploads} envios de fotos de ${size} pela metade: todos respondidos (2xx/503); sai 0 logo após a última resposta, em ≤ ${seconds(grace)}; banco = 2xx`,
    150_000,
    async ({ scope, note, check }) => {
      const app = await startApp({
        dataDir: await scope.dataDir('faults-app-'),
        env: graceMs === undefined ? {} : { SHUTDOWN_GRACE_MS: String(graceMs) },
      });
      scope.defer(() => stopApp(app));
      const session = await signUp(app.url);
      const photo = await noisePhoto(photoBytes);
      let release!: () => void;
      const rest = new Promise<void>((resolve) => (release = resolve));
      const inFlight = await Promise.all(
        Array.from({ length: uploads }, () => gatedUpload(app.url, session, photo, rest)),
      );
      await Promise.all(inFlight.map((upload) => upload.halfSent));
      // The first halves cross loopback and the handlers start reading their forms.
      await sleep(500);
      const signalAt = Date.now();
      app.kill('SIGTERM');
      await sleep(300);
      release();
      const answers: Answer[] = await Promise.all(inFlight.map((upload) => upload.answer));
      const lastAnswer = Math.max(...answers.map((a) => a.started + a.ms));
      const exit = await deadline(app.exited, grace + 10_000, 'saída após SIGTERM');
      const exitMs = Date.now() - signalAt;
      const idleMs = Date.now() - lastAnswer;
      const created = answers.map(createdId).filter((id): id is string => id !== null);

      const again = await startApp({ dataDir: app.dataDir });
      scope.defer(() => stopApp(again));
      const back = await logIn(again.url, session.email, session.password);
      const stored = await countRequests(again.url, back);
      const readable = await Promise.all(
        created.map((id) => call(`${again.url}/api/solicitation/${id}`, { headers: back.auth })),
      );
      const fits = (a: Answer) => is2xx(a) || isContract503(a);

      note(
        `${describeAnswers(answers, fits)}; saiu com ${exit.code ?? exit.signal} ${seconds(exitMs)} após o SIGTERM (${seconds(idleMs)} após a última resposta); ${stored} no banco após reiniciar`,
      );
      check(
        answers.every(fits),
        `envios sem resposta HTTP ou fora do contrato: ${describeAnswers(answers, fits)}`,
      );
      check(exit.code === 0, `saiu com ${exit.code ?? exit.signal}: ${app.output().slice(-300)}`);
      check(exitMs <= grace, `saída levou ${seconds(exitMs)} (prazo ${seconds(grace)})`);
      check(
        idleMs <= PROMPT_STOP_MS,
        `saiu ${seconds(idleMs)} após a última resposta, sem nada mais em curso`,
      );
      check(
        stored === created.length,
        `${stored} solicitações no banco para ${created.length} respostas 2xx`,
      );
      check(
        readable.every(is2xx),
        `solicitações confirmadas ilegíveis: ${describeAnswers(readable, is2xx)}`,
      );
      check(app.crashSigns().length === 0, `erros na saída: ${app.crashSigns().join(' | ')}`);
    },
  );
}
