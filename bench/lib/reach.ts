// The reach rows (docs/design.md §13): pilots with push, WhatsApp and SMS on, the API sending to
// local servers that speak each provider's protocol (packages/provider-sinks). A call-out of 200
// such pilots against the call-out of one; 1,000 invitations fanned out to the three sinks; the
// signed webhooks the providers post back (statuses, replies and their replays).
import pg from 'pg';
import { startSinks, waitFor, type Sinks } from '@drones/provider-sinks/index';
import { call, newRequest, summary, timeCallouts, type Auth } from './callout';
import { printTable, type Row } from './load';

/** Pilots with every channel on; the fan-out invites each once. */
export const REACH_PILOTS = 1_000;
const CALLOUT_SIZE = 200;
/** Webhooks in flight at once, as a provider posts them in a burst. */
const WEBHOOK_CONNECTIONS = Number(process.env.BENCH_WEBHOOK_CONNECTIONS ?? 10);
/** How long the sinks may take to receive a call-out's messages before the bench gives up. */
const DRAIN_TIMEOUT_MS = 180_000;

const WHATSAPP = {
  phoneNumberId: '109876543210',
  token: 'token-whatsapp-bench',
  appSecret: 'segredo-do-app-bench',
};
const SMS = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token-sms-bench' };

export function startReachSinks(): Promise<Sinks> {
  return startSinks({ whatsapp: WHATSAPP, sms: SMS });
}

/**
 * The API's environment for the sinks; `apiUrl` is the API's own address, its PUBLIC_URL, so
 * SMS status callbacks reach it and Twilio's signature is checked over it.
 */
export function reachEnv(sinks: Sinks, apiUrl: string): Record<string, string> {
  sinks.whatsapp.webhookUrl = `${apiUrl}/api/webhooks/whatsapp`;
  sinks.sms.webhookUrl = `${apiUrl}/api/webhooks/sms`;
  sinks.sms.signatureUrl = `${apiUrl}/api/webhooks/sms`;
  return {
    PUBLIC_URL: apiUrl,
    WHATSAPP_API_URL: sinks.whatsapp.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_TOKEN: WHATSAPP.token,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    SMS_API_URL: sinks.sms.apiUrl,
    SMS_ACCOUNT_SID: SMS.accountSid,
    SMS_AUTH_TOKEN: SMS.authToken,
    SMS_FROM: '+5521900000000',
  };
}

interface Pilot {
  id: string;
  phone: string;
}

/**
 * Adds `count` pilots as if each had verified his phone for WhatsApp and SMS, turned every
 * channel on and subscribed a browser of the push sink from a live session, in one statement.
 */
async function addReachablePilots(url: string, sinks: Sinks, count: number): Promise<Pilot[]> {
  const phones = Array.from({ length: count }, (_, i) => `2197${String(i + 1).padStart(7, '0')}`);
  const browsers = phones.map(() => sinks.push.subscribe());
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Pilot>(
      `with input as (
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])
                with ordinality as t(phone, endpoint, p256dh, auth, n)),
       pilot as (
         insert into users (id, name, email, password_hash, birth_date, phone, cpf, role,
                            approval_status, created_at)
         select gen_random_uuid(), 'Droneiro com Alcance ' || n, 'alcance' || n || '@bench.test',
                'bench', '1990-01-01', phone, (80000000000 + n)::text, 'DRIVER', 'approved', now()
           from input
         returning id, phone),
       channels as (
         insert into user_channels (user_id, push, whatsapp, sms, whatsapp_phone, sms_phone)
         select id, true, true, true, phone, phone from pilot),
       session as (
         insert into sessions (id, user_id, token_hash, expires_at)
         select gen_random_uuid(), id, 'alcance-' || id, now() + interval '30 days' from pilot
         returning id, user_id),
       browser as (
         insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth)
         select gen_random_uuid(), s.user_id, s.id, i.endpoint, i.p256dh, i.auth
           from session s join pilot p on p.id = s.user_id join input i on i.phone = p.phone)
       select id, phone from pilot order by phone`,
      [
        phones,
        browsers.map((b) => b.endpoint),
        browsers.map((b) => b.keys.p256dh),
        browsers.map((b) => b.keys.auth),
      ],
    );
    // Every table, as autovacuum would have by now: the invitations the call-out rows made were
    // counted as none when the generator analyzed, and a connection plans its foreign-key checks
    // on those figures (a scan of the whole table for each outbox row).
    await client.query('analyze');
    return rows;
  } finally {
    await client.end();
  }
}

/** How many messages each sink has received. */
const received = (sinks: Sinks) => ({
  push: sinks.push.received.length,
  whatsapp: sinks.whatsapp.messages.length,
  sms: sinks.sms.messages.length,
});

/** Waits until every sink has received `count` more messages than `before`. */
function drained(sinks: Sinks, before: ReturnType<typeof received>, count: number) {
  return waitFor(() => {
    const now = received(sinks);
    return (
      now.push >= before.push + count &&
      now.whatsapp >= before.whatsapp + count &&
      now.sms >= before.sms + count
    );
  }, DRAIN_TIMEOUT_MS);
}

/** Outbox rows of the channels beyond e-mail that failed: each one is an error of the rows. */
async function failedSends(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from outbox where channel <> 'email' and status = 'failed'`,
  );
  await client.end();
  return rows[0]!.n;
}

export interface FanOut {
  invitations: number;
  /** From the first call-out's start to the last message received, in seconds. */
  seconds: number;
  byChannel: { channel: string; messages: number; p50: number; p95: number; last: number }[];
  failed: number;
}

/**
 * REACH_PILOTS invitations on one urgent request, in call-outs of CALLOUT_SIZE back to back:
 * the time until the sinks have every push, WhatsApp template and SMS.
 */
async function fanOut(url: string, apiUrl: string, auth: Auth, sinks: Sinks, pilots: Pilot[]) {
  const request = await newRequest(apiUrl, auth, 'Leque de convites do bench');
  const before = received(sinks);
  const failedBefore = await failedSends(url);
  const started = Date.now();
  for (let i = 0; i < pilots.length; i += CALLOUT_SIZE) {
    await call(apiUrl, `/solicitation/${request.id}/callout`, auth, {
      pilotIds: pilots.slice(i, i + CALLOUT_SIZE).map((pilot) => pilot.id),
    });
  }
  await drained(sinks, before, pilots.length);
  const arrivals = {
    push: sinks.push.received.slice(before.push).map((m) => m.at),
    WhatsApp: sinks.whatsapp.messages.slice(before.whatsapp).map((m) => m.at),
    SMS: sinks.sms.messages.slice(before.sms).map((m) => m.at),
  };
  const byChannel = Object.entries(arrivals).map(([channel, at]) => {
    const seconds = at.map((date) => (date.getTime() - started) / 1000).sort((a, b) => a - b);
    const percentile = (p: number) =>
      seconds[Math.min(seconds.length - 1, Math.ceil((p / 100) * seconds.length) - 1)]!;
    return {
      channel,
      messages: seconds.length,
      p50: percentile(50),
      p95: percentile(95),
      last: seconds.at(-1)!,
    };
  });
  const fan: FanOut = {
    invitations: pilots.length,
    seconds: Math.max(...byChannel.map((c) => c.last)),
    byChannel,
    failed: (await failedSends(url)) - failedBefore,
  };
  return fan;
}

interface Posted {
  status: number;
  sent: string;
}

/**
 * Runs `posts` WEBHOOK_CONNECTIONS at a time, timing each answer; answers the samples, the
 * non-2xx answers and the requests' bodies in the order given.
 */
async function burst(posts: (() => Promise<Posted>)[]) {
  const samples: number[] = [];
  const sent: string[] = new Array<string>(posts.length);
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WEBHOOK_CONNECTIONS }, async () => {
      while (next < posts.length) {
        const index = next++;
        const begun = performance.now();
        try {
          const result = await posts[index]!();
          samples.push(performance.now() - begun);
          sent[index] = result.sent;
          if (result.status < 200 || result.status >= 300) errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { samples, errors, sent, seconds: (performance.now() - started) / 1000 };
}

/** One row of several bursts: latencies of all, throughput over their wall time. */
function webhookRow(name: string, bursts: Awaited<ReturnType<typeof burst>>[]): Row {
  const samples = bursts.flatMap((b) => b.samples);
  const row = summary(name, samples);
  row.requestsPerSecond = samples.length / bursts.reduce((sum, b) => sum + b.seconds, 0);
  row.errors = bursts.reduce((sum, b) => sum + b.errors, 0);
  return row;
}

/**
 * The providers' news of the fan-out's messages and the pilots' answers, signed as each provider
 * signs them, then every one posted again (a provider's retry: it must change nothing).
 */
async function webhookRows(
  sinks: Sinks,
  pilots: Pilot[],
  fan: { whatsapp: string[]; sms: string[] },
) {
  const whatsappStatus = (status: 'delivered' | 'read') =>
    burst(fan.whatsapp.map((id) => () => sinks.whatsapp.status(id, status)));
  const delivered = await whatsappStatus('delivered');
  const read = await whatsappStatus('read');
  const whatsappAgain = await burst(delivered.sent.map((sent) => () => sinks.whatsapp.post(sent)));

  const smsDelivered = await burst(fan.sms.map((sid) => () => sinks.sms.status(sid, 'delivered')));
  const smsAgain = await burst(smsDelivered.sent.map((sent) => () => sinks.sms.post(sent)));
  // 'SIM' answers his latest open invitation, the fan-out's.
  const replies = await burst(
    pilots.map((pilot) => () => sinks.sms.reply(`+55${pilot.phone}`, 'SIM')),
  );
  const repliesAgain = await burst(replies.sent.map((sent) => () => sinks.sms.post(sent)));

  const n = pilots.length;
  return [
    webhookRow(
      `POST /api/webhooks/whatsapp, situações (${n} entregue, ${n} lida, ${n} repetidas)`,
      [delivered, read, whatsappAgain],
    ),
    webhookRow(`POST /api/webhooks/sms, situações (${n} entregue, ${n} repetidas)`, [
      smsDelivered,
      smsAgain,
    ]),
    webhookRow(`POST /api/webhooks/sms, respostas 'SIM' (${n}, ${n} repetidas)`, [
      replies,
      repliesAgain,
    ]),
  ];
}

export interface Reach {
  callout: Row;
  /** Each call-out's messages, from its answer until the three sinks had them all (seconds). */
  calloutDrain: Row;
  fan: FanOut;
  webhooks: Row[];
}

/**
 * The reach rows, on an API started with `reachEnv(sinks, …)`: adds REACH_PILOTS pilots with
 * every channel on, then measures the call-out, the fan-out and the webhooks.
 */
export async function reachRows(
  url: string,
  apiUrl: string,
  auth: Auth,
  sinks: Sinks,
): Promise<Reach> {
  const pilots = await addReachablePilots(url, sinks, REACH_PILOTS);
  const ids = pilots.map((pilot) => pilot.id);
  const groups = Math.floor(ids.length / CALLOUT_SIZE);

  // Each call-out on a new urgent request, to the next 200 of them (each pilot has a few open
  // invitations, so letters are chosen among them); its messages are sent before the next one.
  const drains: number[] = [];
  let before = received(sinks);
  const failedBefore = await failedSends(url);
  const samples = await timeCallouts(
    apiUrl,
    auth,
    ids,
    CALLOUT_SIZE,
    (i) => ids.slice((i % groups) * CALLOUT_SIZE, ((i % groups) + 1) * CALLOUT_SIZE),
    async () => {
      const begun = performance.now();
      await drained(sinks, before, CALLOUT_SIZE);
      drains.push(performance.now() - begun);
      before = received(sinks);
    },
  );
  const callout = summary(
    `POST /callout, ${CALLOUT_SIZE} droneiros com push, WhatsApp e SMS`,
    samples,
  );
  callout.errors = (await failedSends(url)) - failedBefore;
  const calloutDrain = summary(
    `envio das ${CALLOUT_SIZE * 3} mensagens de cada convocação (ms)`,
    drains,
  );

  const fanStart = received(sinks);
  const fan = await fanOut(url, apiUrl, auth, sinks, pilots);
  const webhooks = await webhookRows(sinks, pilots, {
    whatsapp: sinks.whatsapp.messages.slice(fanStart.whatsapp).map((m) => m.id),
    sms: sinks.sms.messages.slice(fanStart.sms).map((m) => m.sid),
  });
  return { callout, calloutDrain, fan, webhooks };
}

const within = (ok: boolean) => (ok ? 'dentro' : 'fora');

/** The budget lines of docs/design.md §13 under the rows' tables. */
export function printReach(reach: Reach) {
  const { fan, callout, calloutDrain, webhooks } = reach;
  console.log(
    `\nLeque de ${fan.invitations} convites (uma solicitação urgente, convocações de ${CALLOUT_SIZE} ` +
      'seguidas; segundos desde o início da primeira até cada mensagem chegar ao provedor local):',
  );
  console.table(
    fan.byChannel.map((c) => ({
      canal: c.channel,
      mensagens: c.messages,
      'p50 s': c.p50.toFixed(1),
      'p95 s': c.p95.toFixed(1),
      'última s': c.last.toFixed(1),
    })),
  );
  console.log(
    `Cada convocação de ${CALLOUT_SIZE} da tabela acima: suas ${CALLOUT_SIZE * 3} mensagens chegaram ` +
      `aos provedores locais em p50 ${(calloutDrain.p50 / 1000).toFixed(1)} s, ` +
      `p95 ${(calloutDrain.p95 / 1000).toFixed(1)} s depois da resposta.`,
  );
  console.log(`\nWebhooks assinados, ${WEBHOOK_CONNECTIONS} de cada vez:`);
  printTable(webhooks);
  const webhookP99 = Math.max(...webhooks.map((row) => row.p99));
  const webhookErrors = webhooks.reduce((sum, row) => sum + row.errors, 0);
  console.log(
    `Convocação de ${CALLOUT_SIZE} com push, WhatsApp e SMS: p95 ${callout.p95} ms ` +
      `(orçamento: < 300 ms; ${within(callout.p95 < 300 && callout.errors === 0)}). ` +
      `Leque de ${fan.invitations} convites em push, WhatsApp e SMS: ${fan.seconds.toFixed(1)} s, ` +
      `${fan.failed} falhas (orçamento: < 30 s; ${within(fan.seconds < 30 && fan.failed === 0)}). ` +
      `Webhook: p99 ${webhookP99} ms no pior grupo ` +
      `(orçamento: < 50 ms; ${within(webhookP99 < 50 && webhookErrors === 0)}).`,
  );
}
