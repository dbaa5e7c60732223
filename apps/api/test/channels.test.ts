import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startSinks, waitFor, type Sinks } from '@drones/provider-sinks/index';
import { jobs, phoneCodes, pushSubscriptions } from '../src/db/schema';
import { signUp, type Account } from './helpers/accounts';
import { call } from './helpers/pilot-data';
import { createRequest, requestPeople } from './helpers/solicitations';
import { openStream } from './helpers/roster-stream';
import { createTestApp } from './helpers/test-app';

// docs/design.md §13: a pilot's channels, push subscriptions, the invitation's messages on push,
// WhatsApp and SMS through local servers that speak each provider's protocol, the signed
// webhooks, coded replies and reachability tests.

const WHATSAPP = {
  phoneNumberId: '109876543210',
  token: 'token-whatsapp',
  appSecret: 'segredo-do-app',
};
const SMS = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token-sms' };
const PUBLIC_URL = 'http://drones.test';

interface Reach {
  app: FastifyInstance;
  sinks: Sinks;
  url: string;
}

/** An app whose WhatsApp and SMS go to local sinks, which post their webhooks back to it. */
async function reachApp(overrides: Record<string, string> = {}): Promise<Reach> {
  const sinks = await startSinks({ whatsapp: WHATSAPP, sms: SMS });
  onTestFinished(() => sinks.close());
  const app = await createTestApp({
    WHATSAPP_API_URL: sinks.whatsapp.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_TOKEN: WHATSAPP.token,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: 'verifica-isto',
    SMS_API_URL: sinks.sms.apiUrl,
    SMS_ACCOUNT_SID: SMS.accountSid,
    SMS_AUTH_TOKEN: SMS.authToken,
    SMS_FROM: '+5521900000000',
    ...overrides,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  sinks.whatsapp.webhookUrl = `${url}/api/webhooks/whatsapp`;
  sinks.sms.webhookUrl = `${url}/api/webhooks/sms`;
  // The app checks Twilio's signature against PUBLIC_URL, not the address it listens on.
  sinks.sms.signatureUrl = `${PUBLIC_URL}/api/webhooks/sms`;
  return { app, sinks, url };
}

let phoneSequence = 0;
/** A pilot with a phone of his own: replies are matched to pilots by phone. */
function pilotWithPhone(app: FastifyInstance, name = 'Rafael Souza') {
  phoneSequence += 1;
  return signUp(app, { name, phone: `2198${String(phoneSequence).padStart(7, '0')}` });
}

const e164Of = (phone: string) => `+55${phone}`;

async function phoneOf(app: FastifyInstance, pilot: Account): Promise<string> {
  const res = await call(app, 'GET', '/api/users/currentUser', pilot);
  return res.json<{ phone: string }>().phone;
}

/** Sends the code to his phone and confirms it with what the sink received. */
async function verify(reach: Reach, pilot: Account, channel: 'whatsapp' | 'sms') {
  const { app, sinks } = reach;
  const to = e164Of(await phoneOf(app, pilot));
  const res = await call(app, 'POST', `/api/users/me/channels/${channel}/verify`, pilot);
  expect(res.statusCode).toBe(202);
  const code = await waitFor(() =>
    channel === 'sms'
      ? /(\d{6})/.exec(sinks.sms.messages.findLast((m) => m.to === to)?.body ?? '')?.[1]
      : sinks.whatsapp.messages.findLast(
          (m) => m.to === to && m.template?.name === 'codigo_verificacao',
        )?.parameters[0],
  );
  const confirmed = await call(app, 'POST', `/api/users/me/channels/${channel}/confirm`, pilot, {
    code,
  });
  expect(confirmed.statusCode).toBe(200);
}

/** A pilot with every channel on: push from a browser of the sink's push service, WhatsApp, SMS. */
async function reachablePilot(reach: Reach, name?: string) {
  const pilot = await pilotWithPhone(reach.app, name);
  await verify(reach, pilot, 'whatsapp');
  await verify(reach, pilot, 'sms');
  const subscription = reach.sinks.push.subscribe();
  expect(
    (await call(reach.app, 'POST', '/api/push/subscriptions', pilot, subscription)).statusCode,
  ).toBe(201);
  const on = await call(reach.app, 'PUT', '/api/users/me/channels', pilot, {
    enabled: { push: true, whatsapp: true, sms: true },
    quietHours: null,
  });
  expect(on.statusCode).toBe(200);
  return { pilot, phone: await phoneOf(reach.app, pilot), endpoint: subscription.endpoint };
}

async function callOut(
  app: FastifyInstance,
  government: Account,
  requestId: string,
  pilots: Account[],
) {
  const res = await call(app, 'POST', `/api/solicitation/${requestId}/callout`, government, {
    pilotIds: pilots.map((p) => p.id),
  });
  expect(res.statusCode).toBe(201);
}

async function rosterEntry(
  app: FastifyInstance,
  government: Account,
  requestId: string,
  pilotId: string,
) {
  const res = await call(app, 'GET', `/api/solicitation/${requestId}/roster`, government);
  return res
    .json<Record<string, unknown>[]>()
    .find((e) => (e.pilot as { id: string }).id === pilotId)!;
}

/** Moves every waiting channel step to now and runs what is due. */
async function stepNow(app: FastifyInstance) {
  await app.db.execute(sql`update ${jobs} set run_at = now() where name = 'invitation.channel'`);
  await app.jobs.runDue();
}

describe("a pilot's channels", () => {
  it('start with e-mail only, show the masked phone, and say which channels this server has', async () => {
    const reach = await reachApp();
    const pilot = await signUp(reach.app, { phone: '21987654321' });
    const res = await call(reach.app, 'GET', '/api/users/me/channels', pilot);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channels: [
        { channel: 'email', available: true, enabled: true, verified: true, address: pilot.email },
        {
          channel: 'push',
          available: true,
          enabled: false,
          verified: true,
          address: '0',
        },
        {
          channel: 'whatsapp',
          available: true,
          enabled: false,
          verified: false,
          address: '(21) 9••••-4321',
        },
        {
          channel: 'sms',
          available: true,
          enabled: false,
          verified: false,
          address: '(21) 9••••-4321',
        },
      ],
      quietHours: null,
    });

    const bare = await createTestApp();
    const other = await signUp(bare);
    const channels = (await call(bare, 'GET', '/api/users/me/channels', other)).json<{
      channels: { channel: string; available: boolean }[];
    }>().channels;
    expect(channels.map((c) => [c.channel, c.available])).toEqual([
      ['email', true],
      ['push', true],
      ['whatsapp', false],
      ['sms', false],
    ]);
    expect((await call(bare, 'POST', '/api/users/me/channels/sms/verify', other)).statusCode).toBe(
      409,
    );
    expect((await call(bare, 'GET', '/api/users/me/channels')).statusCode).toBe(401);
  });

  it('verify a phone by a 6-digit code: wrong, spent or old codes fail, five sends an hour', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const pilot = await pilotWithPhone(app);
    const enable = () =>
      call(app, 'PUT', '/api/users/me/channels', pilot, {
        enabled: { sms: true },
        quietHours: null,
      });
    expect((await enable()).json()).toMatchObject({
      message: 'Confirme o seu telefone antes de ligar este canal',
    });

    expect((await call(app, 'POST', '/api/users/me/channels/sms/verify', pilot)).statusCode).toBe(
      202,
    );
    const [sent] = await sinks.sms.waitFor(1);
    expect(sent!.to).toBe(e164Of(await phoneOf(app, pilot)));
    expect(sent!.body).toMatch(
      /^Drones Voluntarios: seu codigo de verificacao e \d{6}\. Vale por 10 minutos\.$/,
    );
    const code = /(\d{6})/.exec(sent!.body)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const confirm = (value: string) =>
      call(app, 'POST', '/api/users/me/channels/sms/confirm', pilot, { code: value });
    const refused = await confirm(wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Código inválido' });

    const ok = await confirm(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().channels[3]).toMatchObject({ channel: 'sms', verified: true, enabled: false });
    // Spent.
    expect((await confirm(code)).statusCode).toBe(400);
    expect((await enable()).json().channels[3]).toMatchObject({ enabled: true });

    // An expired code.
    expect(
      (await call(app, 'POST', '/api/users/me/channels/whatsapp/verify', pilot)).statusCode,
    ).toBe(202);
    const template = await waitFor(() =>
      sinks.whatsapp.messages.find((m) => m.template?.name === 'codigo_verificacao'),
    );
    await app.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.channel, 'whatsapp'));
    const late = await call(app, 'POST', '/api/users/me/channels/whatsapp/confirm', pilot, {
      code: template.parameters[0],
    });
    expect(late.statusCode).toBe(400);

    // Five tries of a code, then it is spent even when right.
    expect(
      (await call(app, 'POST', '/api/users/me/channels/whatsapp/verify', pilot)).statusCode,
    ).toBe(202);
    const second = await waitFor(() => {
      const found = sinks.whatsapp.messages.filter(
        (m) => m.template?.name === 'codigo_verificacao',
      );
      return found.length === 2 && found[1];
    });
    const right = second.parameters[0]!;
    const other = String((Number(right) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call(app, 'POST', '/api/users/me/channels/whatsapp/confirm', pilot, { code: other }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await call(app, 'POST', '/api/users/me/channels/whatsapp/confirm', pilot, { code: right }))
        .statusCode,
    ).toBe(400);

    // Two WhatsApp sends this hour so far; three more, then 429.
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call(app, 'POST', '/api/users/me/channels/whatsapp/verify', pilot)).statusCode,
      ).toBe(202);
    }
    const tooMany = await call(app, 'POST', '/api/users/me/channels/whatsapp/verify', pilot);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({
      message: 'Muitos códigos enviados. Tente novamente mais tarde.',
    });
  });

  it('un-verifies both phone channels when the phone changes', async () => {
    const reach = await reachApp();
    const { pilot } = await reachablePilot(reach);
    const changed = await call(reach.app, 'PUT', `/api/users/${pilot.id}`, pilot, {
      phone: '21912345678',
      currentPassword: pilot.password,
    });
    expect(changed.statusCode).toBe(200);
    const { channels } = (await call(reach.app, 'GET', '/api/users/me/channels', pilot)).json<{
      channels: { channel: string; enabled: boolean; verified: boolean; address: string }[];
    }>();
    expect(channels.slice(2)).toEqual([
      {
        channel: 'whatsapp',
        available: true,
        enabled: false,
        verified: false,
        address: '(21) 9••••-5678',
      },
      {
        channel: 'sms',
        available: true,
        enabled: false,
        verified: false,
        address: '(21) 9••••-5678',
      },
    ]);
  });

  it('keep quiet hours and refuse a malformed time', async () => {
    const reach = await reachApp();
    const pilot = await pilotWithPhone(reach.app);
    const res = await call(reach.app, 'PUT', '/api/users/me/channels', pilot, {
      enabled: { push: true },
      quietHours: { start: '22:00', end: '06:30' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quietHours: { start: '22:00', end: '06:30' } });
    const bad = await call(reach.app, 'PUT', '/api/users/me/channels', pilot, {
      enabled: {},
      quietHours: { start: '25:00', end: '06:00' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('push subscriptions', () => {
  it('subscribe a browser, send it an encrypted test, and go with the session', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const pilot = await pilotWithPhone(app);
    const key = await call(app, 'GET', '/api/push/key');
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The same key on every call and every instance: it is kept in the database.
    expect((await call(app, 'GET', '/api/push/key')).json()).toEqual(key.json());

    expect((await call(app, 'POST', '/api/push/test', pilot)).statusCode).toBe(409);
    const outside = await call(app, 'POST', '/api/push/subscriptions', pilot, {
      endpoint: 'http://push.example.com/x',
      keys: { p256dh: 'abc', auth: 'def' },
    });
    expect(outside.statusCode).toBe(400);

    const subscription = sinks.push.subscribe({ applicationServerKey: key.json().publicKey });
    expect(
      (await call(app, 'POST', '/api/push/subscriptions', pilot, subscription)).statusCode,
    ).toBe(201);
    expect(
      (await call(app, 'GET', '/api/users/me/channels', pilot)).json().channels[1].address,
    ).toBe('1');
    expect((await call(app, 'POST', '/api/push/test', pilot)).statusCode).toBe(202);
    const [received] = await sinks.push.waitFor(1);
    expect(JSON.parse(received!.payload)).toEqual({
      type: 'test',
      title: 'Notificação de teste',
      body: 'As convocações da Defesa Civil vão chegar assim neste aparelho.',
      url: '/convites',
    });
    expect(received!.ttl).toBe(3600);
    expect(received!.vapid.sub).toBe('mailto:nao-responda@dronesvoluntarios.org.br');

    // The browser lets it go: the push service answers 410 and the subscription is deleted.
    sinks.push.gone(subscription.endpoint);
    await call(app, 'POST', '/api/push/test', pilot);
    await waitFor(async () => (await app.db.select().from(pushSubscriptions)).length === 0);

    const again = sinks.push.subscribe();
    await call(app, 'POST', '/api/push/subscriptions', pilot, again);
    expect((await call(app, 'POST', '/api/auth/logout', pilot)).statusCode).toBe(204);
    expect(await app.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('carry broadcasts to pilots with push on, outside their quiet hours', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { government } = await requestPeople(app);
    const listening = await pilotWithPhone(app, 'Rafael Souza');
    const sleeping = await pilotWithPhone(app, 'Bruna Lima');
    for (const [pilot, quietHours] of [
      [listening, null],
      [sleeping, { start: '00:00', end: '23:59' }],
    ] as const) {
      await call(app, 'POST', '/api/push/subscriptions', pilot, sinks.push.subscribe());
      await call(app, 'PUT', '/api/users/me/channels', pilot, {
        enabled: { push: true },
        quietHours,
      });
    }
    const sent = await call(app, 'POST', '/api/comunication', government, {
      name: 'Alerta de chuva forte',
      description: 'Previsão de 120 mm em 24 h',
      comunication: 'Fiquem de prontidão para convocações nesta noite.',
      details: 'Defesa Civil de Petrópolis',
      observation: '',
      userId: government.id,
    });
    expect(sent.statusCode).toBe(201);
    const [push] = await sinks.push.waitFor(1);
    expect(JSON.parse(push!.payload)).toEqual({
      type: 'message',
      title: 'Comunicado da Defesa Civil: Alerta de chuva forte',
      body: 'Fiquem de prontidão para convocações nesta noite.',
      url: '/home',
    });
    await app.jobs.runDue();
    expect(sinks.push.received).toHaveLength(1);
  });

  it('unsubscribe on request', async () => {
    const reach = await reachApp();
    const pilot = await pilotWithPhone(reach.app);
    const subscription = reach.sinks.push.subscribe();
    await call(reach.app, 'POST', '/api/push/subscriptions', pilot, subscription);
    const res = await reach.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: pilot.auth,
      payload: { endpoint: subscription.endpoint },
    });
    expect(res.statusCode).toBe(204);
    expect(await reach.app.db.select().from(pushSubscriptions)).toEqual([]);
  });
});

describe("an invitation's messages", () => {
  it('push at once, then WhatsApp and SMS a step apart while unanswered, each with his letter', async () => {
    // A minute of 0.2 s: WhatsApp after 1 minute, SMS after 2.
    const reach = await reachApp({ CALLOUT_MINUTE_SECONDS: '0.2', CHANNEL_STEP_MINUTES: '1' });
    const { app, sinks } = reach;
    const { government } = await requestPeople(app);
    const { pilot, phone } = await reachablePilot(reach);
    const request = await createRequest(app, government, { municipalityCode: 3303906 });
    const started = Date.now();
    await callOut(app, government, request.id, [pilot]);

    const [push] = await sinks.push.waitFor(1);
    const payload = JSON.parse(push!.payload) as Record<string, string>;
    expect(payload).toMatchObject({
      type: 'invitation',
      title: 'Convocação da Defesa Civil',
      body: 'Enchente no Vale do Cuiabá — Petrópolis. Você pode ir?',
    });
    expect(payload.url).toBe(`/convite/${payload.invitationId}/${payload.token}`);
    expect(push!.urgency).toBe('normal');

    const template = await waitFor(
      () => sinks.whatsapp.messages.find((m) => m.template?.name === 'convocacao_droneiro'),
      5000,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(template.to).toBe(e164Of(phone));
    expect(template.parameters).toEqual([
      'A',
      'Enchente no Vale do Cuiabá',
      'Petrópolis',
      'normal',
      'Maria da Silva',
    ]);
    expect(template.buttons).toEqual([
      `ACEITAR:${payload.invitationId}`,
      `RECUSAR:${payload.invitationId}`,
    ]);

    const sms = await waitFor(
      () => sinks.sms.messages.find((m) => m.body.startsWith('Defesa Civil')),
      5000,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(sms.body).toMatch(
      /^Defesa Civil: Enchente no Vale do Cuiaba \(normal\), Petropolis\. Responda A1 se vai, A2 se nao pode\. http:\/\/drones\.test\/c\/[A-Za-z0-9]{8}$/,
    );
    expect(sms.body.length).toBeLessThanOrEqual(160);

    // The short link opens his invitation; an answer through it comes by SMS.
    const code = sms.body.slice(-8);
    const link = await app.inject({ url: `/c/${code}` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/convite/${payload.invitationId}/${code}`);
    const answered = await call(
      app,
      'POST',
      `/api/invitations/${payload.invitationId}/answer`,
      undefined,
      {
        answer: 'accept',
        token: code,
      },
    );
    expect(answered.statusCode).toBe(200);
    const entry = await rosterEntry(app, government, request.id, pilot.id);
    expect(entry).toMatchObject({ status: 'accepted', answeredVia: 'sms' });
    expect((entry.deliveries as { channel: string }[]).map((d) => d.channel)).toEqual([
      'email',
      'push',
      'whatsapp',
      'sms',
    ]);
  });

  it('stop stepping once he answers, and leave only e-mail in his quiet hours', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { government } = await requestPeople(app);
    const first = await reachablePilot(reach, 'Rafael Souza');
    const quiet = await reachablePilot(reach, 'Bruna Lima');
    // Quiet all day long but the last minute.
    await call(app, 'PUT', '/api/users/me/channels', quiet.pilot, {
      enabled: {},
      quietHours: { start: '00:00', end: '23:59' },
    });
    const request = await createRequest(app, government);
    await callOut(app, government, request.id, [first.pilot, quiet.pilot]);
    const [push] = await sinks.push.waitFor(1);
    const { invitationId, token } = JSON.parse(push!.payload) as Record<string, string>;

    // The steps wait CHANNEL_STEP_MINUTES (5) and twice that, in minutes of 60 s.
    const waits = await app.db.execute(
      sql`select extract(epoch from run_at - now())::float as seconds from ${jobs}
          where name = 'invitation.channel' order by 1`,
    );
    const seconds = (waits as unknown as { rows: { seconds: number }[] }).rows ?? waits;
    // Counted when the test reads them, a moment after the call-out.
    const due = (seconds as { seconds: number }[]).map((r) => Math.round(r.seconds / 30) * 30);
    expect(due).toEqual([300, 300, 600, 600]);

    // A notification's action answers with its token.
    const answered = await call(app, 'POST', `/api/invitations/${invitationId}/answer`, undefined, {
      answer: 'decline',
      token,
      via: 'push',
    });
    expect(answered.statusCode).toBe(200);
    await stepNow(app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const templates = sinks.whatsapp.messages.filter(
      (m) => m.template?.name === 'convocacao_droneiro',
    );
    const invitations = sinks.sms.messages.filter((m) => m.body.startsWith('Defesa Civil'));
    // Nothing more to the one who answered, nothing but e-mail to the one in quiet hours.
    expect(templates).toEqual([]);
    expect(invitations).toEqual([]);
    expect(sinks.push.received).toHaveLength(1);
    expect(await rosterEntry(app, government, request.id, first.pilot.id)).toMatchObject({
      status: 'declined',
      answeredVia: 'push',
    });
    const quietEntry = await rosterEntry(app, government, request.id, quiet.pilot.id);
    expect((quietEntry.deliveries as { channel: string }[]).map((d) => d.channel)).toEqual([
      'email',
    ]);
  });

  it('go to every channel at once when urgent, quiet hours or not, marked high urgency', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { government } = await requestPeople(app);
    const { pilot } = await reachablePilot(reach);
    await call(app, 'PUT', '/api/users/me/channels', pilot, {
      enabled: {},
      quietHours: { start: '00:00', end: '23:59' },
    });
    const request = await createRequest(app, government, { urgency: 'urgente' });
    await callOut(app, government, request.id, [pilot]);
    const [push] = await sinks.push.waitFor(1);
    expect(push!.urgency).toBe('high');
    expect(JSON.parse(push!.payload).title).toBe('URGENTE: Convocação da Defesa Civil');
    await waitFor(() =>
      sinks.whatsapp.messages.find((m) => m.template?.name === 'convocacao_droneiro'),
    );
    const sms = await waitFor(() =>
      sinks.sms.messages.find((m) => m.body.startsWith('Defesa Civil')),
    );
    expect(sms.body).toContain('(urgente)');
    expect(await app.db.select().from(jobs).where(eq(jobs.name, 'invitation.channel'))).toEqual([]);
  });
});

describe('answers and statuses through the webhooks', () => {
  async function invited(reach: Reach, urgency = 'urgente') {
    const { app, sinks } = reach;
    const { government } = await requestPeople(app);
    const reached = await reachablePilot(reach);
    const request = await createRequest(app, government, { urgency });
    await callOut(app, government, request.id, [reached.pilot]);
    const template = await waitFor(() =>
      sinks.whatsapp.messages.find(
        (m) => m.template?.name === 'convocacao_droneiro' && m.to === e164Of(reached.phone),
      ),
    );
    return { ...reached, government, request, template };
  }

  it('take a WhatsApp button, once however often the webhook is retried, and show statuses live', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { pilot, phone, government, request, template } = await invited(reach);

    expect((await sinks.whatsapp.status(template.id, 'delivered')).status).toBe(200);
    expect((await sinks.whatsapp.status(template.id, 'read')).status).toBe(200);
    // A late 'delivered' does not undo 'read'.
    expect((await sinks.whatsapp.status(template.id, 'delivered')).status).toBe(200);
    let entry = await rosterEntry(app, government, request.id, pilot.id);
    expect(entry.deliveries).toContainEqual({
      channel: 'whatsapp',
      status: 'read',
      at: expect.any(String),
    });

    const bad = await sinks.whatsapp.reply(
      phone.replace(/^/, '55'),
      { payload: template.buttons[0] },
      { signature: 'bad' },
    );
    expect(bad.status).toBe(401);
    expect((await rosterEntry(app, government, request.id, pilot.id)).status).toBe('invited');

    const tap = await sinks.whatsapp.reply(`55${phone}`, { payload: template.buttons[0] });
    expect(tap.status).toBe(200);
    entry = await rosterEntry(app, government, request.id, pilot.id);
    expect(entry).toMatchObject({ status: 'accepted', answeredVia: 'whatsapp' });
    const answeredAt = entry.answeredAt;

    // He declines from the app, then the same tap is delivered again: nothing changes twice.
    await call(
      app,
      'POST',
      `/api/invitations/${template.buttons[1]!.split(':')[1]}/answer`,
      pilot,
      {
        answer: 'decline',
      },
    );
    expect((await sinks.whatsapp.post(tap.sent)).status).toBe(200);
    entry = await rosterEntry(app, government, request.id, pilot.id);
    expect(entry).toMatchObject({ status: 'declined', answeredVia: 'app' });
    expect(entry.answeredAt).not.toBe(answeredAt);
  });

  it('tell the live roster of each delivery change within 2 s', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { pilot, government, request, template } = await invited(reach);
    const stream = await openStream(app, request.id, government);
    expect(stream.status).toBe(200);
    await sinks.whatsapp.status(template.id, 'read');
    // Fails after EVENT_WITHIN_MS (2 s) without the change.
    for (;;) {
      const entry = await stream.nextRoster();
      const read = (entry.deliveries as { channel: string; status: string }[]).some(
        (d) => d.channel === 'whatsapp' && d.status === 'read',
      );
      if ((entry.pilot as { id: string }).id === pilot.id && read) break;
    }
  });

  it("changes nothing for a button naming another pilot's invitation", async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const first = await invited(reach);
    const other = await reachablePilot(reach, 'Bruna Lima');
    const res = await sinks.whatsapp.reply(`55${other.phone}`, {
      payload: first.template.buttons[0],
    });
    expect(res.status).toBe(200);
    expect(
      (await rosterEntry(app, first.government, first.request.id, first.pilot.id)).status,
    ).toBe('invited');
  });

  it('read coded SMS replies by letter, keep unclear ones with a help reply, and honour PARAR', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { government } = await requestPeople(app);
    const { pilot, phone } = await reachablePilot(reach);
    const first = await createRequest(app, government, {
      urgency: 'urgente',
      name: 'Deslizamento no Morro',
    });
    const second = await createRequest(app, government, {
      urgency: 'urgente',
      name: 'Enchente no Centro',
    });
    await callOut(app, government, first.id, [pilot]);
    await callOut(app, government, second.id, [pilot]);
    const bodies = await waitFor(() => {
      const found = sinks.sms.messages.filter((m) => m.body.startsWith('Defesa Civil'));
      return found.length === 2 && found.map((m) => m.body);
    });
    expect(bodies.find((b) => b.includes('Morro'))).toContain('Responda A1 se vai, A2 se nao pode');
    expect(bodies.find((b) => b.includes('Centro'))).toContain(
      'Responda B1 se vai, B2 se nao pode',
    );

    const unclear = await sinks.sms.reply(e164Of(phone), 'talvez mais tarde');
    expect(unclear.status).toBe(204);
    const help = await waitFor(() =>
      sinks.sms.messages.find((m) => m.body.startsWith('Nao entendi')),
    );
    expect(help.to).toBe(e164Of(phone));
    const latest = await rosterEntry(app, government, second.id, pilot.id);
    expect(latest.unclearReplies).toEqual([
      { text: 'talvez mais tarde', via: 'sms', at: expect.any(String) },
    ]);

    expect((await sinks.sms.reply(e164Of(phone), 'a1 b2')).status).toBe(204);
    expect(await rosterEntry(app, government, first.id, pilot.id)).toMatchObject({
      status: 'accepted',
      answeredVia: 'sms',
    });
    expect(await rosterEntry(app, government, second.id, pilot.id)).toMatchObject({
      status: 'declined',
      answeredVia: 'sms',
    });
    // A bare 'SIM' answers the latest.
    expect((await sinks.sms.reply(e164Of(phone), 'SIM')).status).toBe(204);
    expect(await rosterEntry(app, government, second.id, pilot.id)).toMatchObject({
      status: 'accepted',
    });

    expect((await sinks.sms.reply(e164Of(phone), 'PARAR')).status).toBe(204);
    const channels = (await call(app, 'GET', '/api/users/me/channels', pilot)).json().channels;
    expect(channels[3]).toMatchObject({ channel: 'sms', enabled: false, verified: true });
    await waitFor(() =>
      sinks.sms.messages.find((m) => m.body.startsWith('Voce nao vai mais receber')),
    );
  });

  it('matches a number written without the ninth digit, and refuses a wrong Twilio signature', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { pilot, phone, government, request } = await invited(reach);
    const bad = await sinks.sms.reply(e164Of(phone), 'A1', { signature: 'bad' });
    expect(bad.status).toBe(403);
    expect((await rosterEntry(app, government, request.id, pilot.id)).status).toBe('invited');
    // '+55 21 8xxx-xxxx' for '21 98xxx-xxxx'.
    const withoutNine = `+55${phone.slice(0, 2)}${phone.slice(3)}`;
    expect((await sinks.sms.reply(withoutNine, 'A1')).status).toBe(204);
    expect((await rosterEntry(app, government, request.id, pilot.id)).status).toBe('accepted');
  });

  it('counts an undelivered SMS as failed on the roster', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { pilot, phone, government, request } = await invited(reach);
    const sms = await waitFor(() =>
      sinks.sms.messages.find((m) => m.to === e164Of(phone) && m.body.startsWith('Defesa')),
    );
    const res = await sinks.sms.status(sms.sid, 'undelivered', { toWebhook: true });
    expect(res.status).toBe(204);
    const entry = await rosterEntry(app, government, request.id, pilot.id);
    expect(entry.deliveries).toContainEqual({
      channel: 'sms',
      status: 'failed',
      at: expect.any(String),
    });
  });

  it("answers WhatsApp's subscription check only with the verify token", async () => {
    const { app } = await reachApp();
    const ok = await app.inject({
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verifica-isto&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await app.inject({
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('reachability tests', () => {
  it('ask every pilot of the area, count confirmations by channel and list the unreached', async () => {
    const reach = await reachApp();
    const { app, sinks } = reach;
    const { admin, pilot: stranger } = await requestPeople(app);
    const replying = await reachablePilot(reach, 'Rafael Souza');
    const tapping = await pilotWithPhone(app, 'Bruna Lima');
    const browser = sinks.push.subscribe();
    await call(app, 'POST', '/api/push/subscriptions', tapping, browser);
    await call(app, 'PUT', '/api/users/me/channels', tapping, {
      enabled: { push: true },
      quietHours: null,
    });
    const silent = await pilotWithPhone(app, 'Carla Dias');
    const elsewhere = await pilotWithPhone(app, 'Davi Rocha');
    for (const [pilot, municipalityCode] of [
      [replying.pilot, 3303906],
      [tapping, 3304557],
      [silent, 3304557],
      [elsewhere, 3550308],
    ] as const) {
      const res = await call(app, 'POST', '/api/disponibility', pilot, {
        days: 'Segunda-feira',
        district: 'Centro',
        municipalityCode,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(
      (await call(app, 'POST', '/api/reachability-tests', stranger, { uf: 'RJ' })).statusCode,
    ).toBe(403);

    const created = await call(app, 'POST', '/api/reachability-tests', admin, { uf: 'RJ' });
    expect(created.statusCode).toBe(201);
    const test = created.json<{ id: string; sent: number }>();
    expect(test.sent).toBe(3);

    await waitFor(() =>
      sinks.sms.messages.find((m) => m.body === 'Teste de alcance da Defesa Civil: responda OK'),
    );
    expect((await sinks.sms.reply(e164Of(replying.phone), 'ok')).status).toBe(204);
    await waitFor(() =>
      sinks.sms.messages.find((m) => m.body === 'Recebido. Obrigado por confirmar!'),
    );

    // A tap on the notification confirms with the token it carries.
    const push = await waitFor(() => {
      const received = sinks.push.received.find((m) => m.endpoint === browser.endpoint);
      return received && (JSON.parse(received.payload) as Record<string, string>);
    });
    expect(push).toMatchObject({ testId: test.id, url: `/alcance/${test.id}/${push.token}` });
    const tapped = await call(
      app,
      'POST',
      `/api/reachability-tests/${test.id}/confirm`,
      undefined,
      {
        token: push.token,
        via: 'push',
      },
    );
    expect(tapped.statusCode).toBe(204);

    expect((await call(app, 'GET', '/api/reachability-tests/mine', silent)).json()).toEqual([
      { id: test.id, createdAt: expect.any(String) },
    ]);
    const read = await call(app, 'GET', `/api/reachability-tests/${test.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      uf: 'RJ',
      sent: 3,
      confirmed: 2,
      byChannel: { sms: { confirmed: 1 }, push: { confirmed: 1 }, email: { confirmed: 0 } },
      unreached: [{ pilot: { id: silent.id, name: 'Carla Dias' } }],
    });

    // 'Confirmar recebimento' in his inbox, from his session.
    expect(
      (await call(app, 'POST', `/api/reachability-tests/${test.id}/confirm`, silent, {}))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(app, 'GET', `/api/reachability-tests/${test.id}`, admin)).json(),
    ).toMatchObject({
      confirmed: 3,
      unreached: [],
    });
    expect((await call(app, 'GET', '/api/reachability-tests/mine', silent)).json()).toEqual([]);
    // Again: nothing changes. A token the test did not send: 404.
    expect(
      (await call(app, 'POST', `/api/reachability-tests/${test.id}/confirm`, silent, {}))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await call(app, 'POST', `/api/reachability-tests/${test.id}/confirm`, undefined, {
          token: 'outro',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/api/reachability-tests', admin, {})).json()).toMatchObject({
      message: 'Escolha a UF ou o município do teste',
    });
    const unknown = '0190a5b2-0000-7000-8000-000000000000';
    expect(
      (
        await call(app, 'POST', `/api/reachability-tests/${unknown}/confirm`, undefined, {
          token: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'GET', `/api/reachability-tests/${test.id}`, stranger)).statusCode,
    ).toBe(403);
  });
});
