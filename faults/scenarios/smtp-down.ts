import { forgotPassword, signUp, type Session } from '../lib/api';
import { startApp, stopApp, type AppProcess } from '../lib/app-process';
import { createCluster, type Cluster } from '../lib/cluster';
import { scenario } from '../lib/scenario';
import { startSmtpSink, type SinkMode, type SmtpSink } from '../lib/smtp-sink';
import { seconds, within } from '../lib/util';

// A message's first retry comes 30 s after a failure (the outbox's job backoff, plugins/app/outbox/outbox.ts); the rest of the run is bounded.
const DELIVERY_MS = 120_000;
const RESEND_WAIT_MAX_MS = 100_000;

interface OutboxRow {
  status: string;
  attempts: number;
  lease: number;
}

async function lastMail(cluster: Cluster, to: string): Promise<OutboxRow | undefined> {
  const [row] = await cluster.query<OutboxRow>(
    // The lease of a message being sent is the run_at of its job (docs/decisions/035-jobs.md).
    `select o.status, o.attempts, extract(epoch from j.run_at - now())::float as lease
     from outbox o left join jobs j on j.name = 'outbox.send' and j.payload->>'id' = o.id::text
     where o."to" = $1 order by o.created_at desc limit 1`,
    [to],
  );
  return row;
}

/** Asks a reset e-mail for `who` with the sink in `mode`, and waits for the worker's failed try. */
async function failedTry(
  app: AppProcess,
  cluster: Cluster,
  sink: SmtpSink,
  mode: SinkMode,
  who: Session,
) {
  await sink.mode(mode);
  const answer = await forgotPassword(app.url, who.email);
  if (answer.status !== 202) throw new Error(`forgotPassword: ${answer.status}`);
  const ms = await within(
    20_000,
    async () => ((await lastMail(cluster, who.email))?.attempts ?? 0) >= 1,
    200,
  );
  if (ms === null) throw new Error(`nenhuma tentativa registrada com o SMTP em ${mode}`);
}

/**
 * SMTP refusing, answering 421, then stalling while reset e-mails are queued; once it accepts,
 * every queued e-mail is delivered. Then a delivery caught mid-way (the sink read the message but
 * never confirmed it) and the app killed -9: after a restart the resend keeps its Message-ID.
 */
export function smtpDown() {
  return scenario(
    'smtp-down',
    'SMTP recusa, 421, travado, depois aceita: todo e-mail entregue; reenvio após kill -9 com o mesmo Message-ID',
    330_000,
    async ({ scope, note, check }) => {
      const cluster = await createCluster();
      scope.defer(() => cluster.remove());
      const sink = await startSmtpSink('refuse');
      scope.defer(() => sink.close());
      const dataDir = scope.tempDir('faults-app-');
      const app = await startApp({ dataDir, databaseUrl: cluster.url, smtpUrl: sink.url });
      scope.defer(() => stopApp(app));
      const [refused, busy, stalled, caught] = await Promise.all(
        Array.from({ length: 4 }, () => signUp(app.url, 'DRIVER')),
      );

      await failedTry(app, cluster, sink, 'refuse', refused!);
      await failedTry(app, cluster, sink, 'reply421', busy!);
      await failedTry(app, cluster, sink, 'stall', stalled!);
      await sink.mode('accept');
      const accepted = Date.now();
      const allSentMs = await within(
        DELIVERY_MS,
        async () =>
          (await cluster.query("select 1 from outbox where status <> 'sent'")).length === 0,
        500,
      );
      const missing = [refused!, busy!, stalled!].filter(
        (who) => !sink.delivered.some((mail) => mail.to === who.email),
      );
      const [queued] = await cluster.query<{ n: number }>('select count(*)::int as n from outbox');
      note(
        allSentMs === null
          ? `após aceitar: ${sink.delivered.length} de ${queued?.n} e-mails em ${seconds(DELIVERY_MS)}`
          : `${queued?.n} e-mails, todos entregues ${seconds(Date.now() - accepted)} após o SMTP voltar`,
      );
      check(
        allSentMs !== null && missing.length === 0,
        `não entregues: ${missing.map((who) => who.email).join(', ') || 'linhas do outbox não enviadas'}`,
      );

      await sink.mode('hold');
      const held = await forgotPassword(app.url, caught!.email);
      if (held.status !== 202) throw new Error(`forgotPassword: ${held.status}`);
      const heldMs = await within(
        20_000,
        async () => sink.held.some((mail) => mail.to === caught!.email),
        100,
      );
      if (heldMs === null) throw new Error('a entrega não chegou ao SMTP travado');
      app.kill('SIGKILL');
      await app.exited;
      const row = await lastMail(cluster, caught!.email);
      await sink.mode('accept');
      const restarted = await startApp({ dataDir, databaseUrl: cluster.url, smtpUrl: sink.url });
      scope.defer(() => stopApp(restarted));
      const lease = Math.max(0, row?.lease ?? 0);
      const waitMs = Math.min(RESEND_WAIT_MAX_MS, lease * 1000 + 15_000);
      const resentMs = await within(
        waitMs,
        async () => sink.delivered.some((mail) => mail.to === caught!.email),
        200,
      );
      const first = sink.held.find((mail) => mail.to === caught!.email)!;
      const resent = sink.delivered.find((mail) => mail.to === caught!.email);
      if (resentMs === null) {
        check(
          false,
          `sem reenvio em ${seconds(waitMs)} após o kill -9 (linha '${row?.status}', lease restante ${seconds(lease * 1000)})`,
        );
      } else {
        note(`reenviado ${seconds(resentMs)} após reiniciar, Message-ID ${resent?.messageId}`);
        check(
          resent?.messageId === first.messageId,
          `Message-ID mudou no reenvio: ${first.messageId} → ${resent?.messageId}`,
        );
      }
      check(
        app.crashSigns().length === 0 && restarted.crashSigns().length === 0,
        `erros: ${[...app.crashSigns(), ...restarted.crashSigns()].join(' | ')}`,
      );
    },
  );
}
