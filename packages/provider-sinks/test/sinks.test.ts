import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startSinks, waitFor, type Sinks } from '../src/index.ts';

// A stand-in for the app's webhooks: it keeps what each provider posted and answers 200 (503 to
// the next `refusals` posts).
interface Posted {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let app: Server;
let appUrl: string;
const posted: Posted[] = [];
let refusals = 0;
let sinks: Sinks;

const WHATSAPP = { phoneNumberId: '1234567890', token: 'wa-token', appSecret: 'wa-secret' };
const SMS = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'sms-token' };
const PUBLIC_SMS_URL = 'https://drones.example.org/api/webhooks/sms';

beforeAll(async () => {
  app = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posted.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.statusCode = refusals > 0 ? 503 : 200;
      refusals = Math.max(0, refusals - 1);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  sinks = await startSinks({ whatsapp: WHATSAPP, sms: SMS });
  // Started before the app knows its URL, as a test of the app would.
  sinks.whatsapp.webhookUrl = `${appUrl}/api/webhooks/whatsapp`;
  sinks.sms.webhookUrl = `${appUrl}/api/webhooks/sms`;
});

afterAll(async () => {
  await sinks.close();
  await new Promise((resolve) => app.close(resolve));
});

beforeEach(() => {
  posted.length = 0;
});

describe('push', () => {
  const vapid = webpush.generateVAPIDKeys();
  const vapidDetails = {
    subject: 'mailto:defesa-civil@example.org',
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };

  /** web-push's sendNotification speaks https only: its request is sent here with fetch. */
  async function send(
    subscription: webpush.PushSubscription,
    payload: string,
    options: webpush.RequestOptions = {},
    headers: Record<string, string> = {},
  ) {
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      ...options,
    });
    const { 'Content-Length': _length, ...rest } = details.headers;
    return fetch(details.endpoint, {
      method: details.method,
      headers: { ...(rest as Record<string, string>), ...headers },
      body: details.body,
    });
  }

  it('decrypts a real web-push message with its TTL, urgency and VAPID claims', async () => {
    const subscription = sinks.push.subscribe({ applicationServerKey: vapid.publicKey });
    expect(subscription.endpoint).toMatch(new RegExp(`^${sinks.url}/push/[\\w-]+$`));
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    const payload = JSON.stringify({ type: 'invitation', title: 'Enchente em Petrópolis' });

    const response = await send(subscription, payload, { TTL: 3600, urgency: 'high' });

    expect(response.status).toBe(201);
    const [message] = await sinks.push.waitFor(1);
    expect(message).toMatchObject({
      endpoint: subscription.endpoint,
      payload,
      ttl: 3600,
      urgency: 'high',
      topic: null,
      vapid: { sub: vapidDetails.subject, aud: sinks.url, publicKey: vapid.publicKey },
    });
  });

  it('refuses a push without VAPID, or signed by another key than k', async () => {
    const subscription = sinks.push.subscribe();
    const other = webpush.generateVAPIDKeys();
    const before = sinks.push.received.length;

    expect((await send(subscription, 'x', {}, { Authorization: '' })).status).toBe(401);
    const forged = webpush.generateRequestDetails(subscription, 'x', { vapidDetails });
    const authorization = forged.headers.Authorization as string;
    const wrongKey = await send(
      subscription,
      'x',
      {},
      {
        Authorization: authorization.replace(/k=.*$/, `k=${other.publicKey}`),
      },
    );
    expect(wrongKey.status).toBe(403);
    // A subscription restricted to the app's key refuses another key's valid signature.
    const restricted = sinks.push.subscribe({ applicationServerKey: other.publicKey });
    expect((await send(restricted, 'x')).status).toBe(403);
    expect(sinks.push.received).toHaveLength(before);
  });

  it('answers 410 for a gone endpoint, 404 for an unknown one and 503 while refusing', async () => {
    const subscription = sinks.push.subscribe();
    sinks.push.refuse(true);
    expect((await send(subscription, 'x')).status).toBe(503);
    sinks.push.refuse(false);
    sinks.push.gone(subscription.endpoint);
    expect((await send(subscription, 'x')).status).toBe(410);
    const unknown = { ...subscription, endpoint: `${sinks.url}/push/unknown` };
    expect((await send(unknown, 'x')).status).toBe(404);
  });
});

describe('sms', () => {
  const messagesUrl = () =>
    `${sinks.sms.apiUrl}/2010-04-01/Accounts/${SMS.accountSid}/Messages.json`;
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const sendSms = (authorization: string, form: Record<string, string>) =>
    fetch(messagesUrl(), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  /** Twilio's algorithm written out again, independently of the sinks. */
  const expectedSignature = (url: string, body: string) => {
    const params = [...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : 1));
    const data = url + params.map(([name, value]) => name + value).join('');
    return createHmac('sha1', SMS.authToken).update(data).digest('base64');
  };
  const form = {
    To: '+5521987654321',
    From: '+5521900000000',
    Body: 'Defesa Civil: Enchente (urgente), Petropolis. Responda A1 se vai, A2 se nao pode.',
  };

  it('refuses bad credentials with 401 and a missing Body with 400', async () => {
    const bad = await sendSms(basic(SMS.accountSid, 'wrong'), form);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 20003, message: 'Authenticate', status: 401 });
    const noBody = await sendSms(basic(SMS.accountSid, SMS.authToken), {
      To: form.To,
      From: form.From,
    });
    expect(noBody.status).toBe(400);
    expect(await noBody.json()).toMatchObject({ code: 21602, status: 400 });
  });

  it('accepts a send with 201 and posts a status callback signed as Twilio does', async () => {
    const response = await sendSms(basic(SMS.accountSid, SMS.authToken), {
      ...form,
      StatusCallback: `${appUrl}/api/webhooks/sms`,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { sid: string; status: string; to: string };
    expect(answer).toMatchObject({ status: 'queued', to: form.To, body: form.Body });
    expect(answer.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sinks.sms.messages.at(-1)).toMatchObject({
      sid: answer.sid,
      to: form.To,
      body: form.Body,
    });

    const result = await sinks.sms.status(answer.sid, 'failed');

    expect(result.status).toBe(200);
    const [callback] = posted;
    const params = Object.fromEntries(new URLSearchParams(callback?.body));
    expect(params).toMatchObject({
      MessageSid: answer.sid,
      SmsSid: answer.sid,
      MessageStatus: 'failed',
      SmsStatus: 'failed',
      AccountSid: SMS.accountSid,
      ErrorCode: '30003',
    });
    const signature = callback?.headers['x-twilio-signature'] as string;
    expect(signature).toBe(expectedSignature(`${appUrl}/api/webhooks/sms`, callback?.body ?? ''));
    expect(validateRequest(SMS.authToken, signature, `${appUrl}/api/webhooks/sms`, params)).toBe(
      true,
    );
  });

  it('posts inbound SMS signed over the public URL, re-posts them and signs badly on demand', async () => {
    sinks.sms.signatureUrl = PUBLIC_SMS_URL;
    const reply = await sinks.sms.reply('+5521987654321', 'A1 40');
    await sinks.sms.post(reply.sent);
    await sinks.sms.reply('+5521987654321', 'A1', { signature: 'bad' });
    sinks.sms.signatureUrl = undefined;

    expect(reply.status).toBe(200);
    const [first, again, bad] = posted;
    expect(Object.fromEntries(new URLSearchParams(first?.body))).toMatchObject({
      MessageSid: reply.sid,
      SmsMessageSid: reply.sid,
      From: '+5521987654321',
      Body: 'A1 40',
      NumMedia: '0',
      SmsStatus: 'received',
    });
    const signature = first?.headers['x-twilio-signature'] as string;
    expect(signature).toBe(expectedSignature(PUBLIC_SMS_URL, first?.body ?? ''));
    expect(again?.body).toBe(first?.body);
    expect(again?.headers['x-twilio-signature']).toBe(signature);
    expect(bad?.headers['x-twilio-signature']).not.toBe(
      expectedSignature(`${appUrl}/api/webhooks/sms`, bad?.body ?? ''),
    );
  });

  it('answers 503 while refusing', async () => {
    sinks.sms.refuse(true);
    const response = await sendSms(basic(SMS.accountSid, SMS.authToken), form);
    sinks.sms.refuse(false);
    expect(response.status).toBe(503);
  });
});

describe('whatsapp', () => {
  const sendWhatsApp = (body: unknown, token = WHATSAPP.token, id = WHATSAPP.phoneNumberId) =>
    fetch(`${sinks.whatsapp.apiUrl}/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const invitation = {
    messaging_product: 'whatsapp',
    to: '+5521987654321',
    type: 'template',
    template: {
      name: 'convocacao_droneiro',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Enchente <b>' },
            { type: 'text', text: 'A' },
          ],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'ACEITAR:42' }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '1',
          parameters: [{ type: 'payload', payload: 'RECUSAR:42' }],
        },
      ],
    },
  };
  const hubSignature = (body: string) =>
    `sha256=${createHmac('sha256', WHATSAPP.appSecret).update(body).digest('hex')}`;

  it('refuses a wrong token, an unknown number id and a bad body as the Graph API does', async () => {
    const badToken = await sendWhatsApp(invitation, 'wrong');
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
    expect((await sendWhatsApp(invitation, WHATSAPP.token, '999')).status).toBe(400);
    const badBody = await sendWhatsApp({ ...invitation, template: { name: 'x' } });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ error: { code: 100 } });
    sinks.whatsapp.refuse(true);
    expect((await sendWhatsApp(invitation)).status).toBe(503);
    sinks.whatsapp.refuse(false);
  });

  it('records a template and posts its statuses and a quick-reply tap signed with the app secret', async () => {
    const response = await sendWhatsApp(invitation);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { messages: { id: string }[] };
    const id = answer.messages[0]?.id ?? '';
    expect(answer).toMatchObject({ contacts: [{ input: invitation.to, wa_id: '5521987654321' }] });
    expect(id).toMatch(/^wamid\./);
    expect(sinks.whatsapp.messages.at(-1)).toMatchObject({
      id,
      template: { name: 'convocacao_droneiro', language: 'pt_BR' },
      parameters: ['Enchente <b>', 'A'],
      buttons: ['ACEITAR:42', 'RECUSAR:42'],
    });

    expect((await sinks.whatsapp.status(id, 'delivered')).status).toBe(200);
    const tap = await sinks.whatsapp.reply('5521987654321', { payload: 'ACEITAR:42' });
    await sinks.whatsapp.post(tap.sent);
    await sinks.whatsapp.reply('5521987654321', { text: 'A1' }, { signature: 'bad' });

    const [status, first, again, bad] = posted;
    expect(status?.headers['x-hub-signature-256']).toBe(hubSignature(status?.body ?? ''));
    expect(JSON.parse(status?.body ?? '')).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id, status: 'delivered', recipient_id: '5521987654321' }] },
            },
          ],
        },
      ],
    });
    expect(first?.headers['x-hub-signature-256']).toBe(hubSignature(first?.body ?? ''));
    expect(JSON.parse(first?.body ?? '').entry[0].changes[0].value).toMatchObject({
      metadata: { phone_number_id: WHATSAPP.phoneNumberId },
      contacts: [{ wa_id: '5521987654321' }],
      messages: [
        {
          id: tap.id,
          from: '5521987654321',
          type: 'button',
          button: { payload: 'ACEITAR:42' },
          context: { id },
        },
      ],
    });
    expect(again?.body).toBe(first?.body);
    expect(bad?.headers['x-hub-signature-256']).not.toBe(hubSignature(bad?.body ?? ''));
  });
});

describe('demo', () => {
  const startDemo = () =>
    startSinks({
      whatsapp: { ...WHATSAPP, webhookUrl: `${appUrl}/api/webhooks/whatsapp` },
      sms: SMS,
      autoDeliver: true,
    });
  /** Sends a WhatsApp text through the demo's Graph-API-like server, as the app would. */
  const sendText = (demo: Sinks, text: string) =>
    fetch(`${demo.whatsapp.apiUrl}/${WHATSAPP.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WHATSAPP.token}` },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '+5521987654321',
        type: 'text',
        text: { body: text },
      }),
    });
  it('delivers by itself and shows the messages escaped on a page whose buttons post taps', async () => {
    const demo = await startDemo();
    try {
      await sendText(demo, '<script>x</script>');
      await waitFor(() => demo.whatsapp.messages[0]?.status === 'delivered');
      expect(
        posted.map((p) => JSON.parse(p.body).entry[0].changes[0].value.statuses[0].status),
      ).toEqual(['sent', 'delivered']);

      const page = await (await fetch(`${demo.url}/`)).text();
      expect(page).toContain('<html lang="pt-BR">');
      expect(page).toContain('<title>Provedores locais (demonstração)</title>');
      expect(page).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(page).not.toContain('<script>x');

      const id = demo.whatsapp.messages[0]?.id ?? '';
      const tap = await fetch(`${demo.url}/demo/whatsapp/reply`, {
        method: 'POST',
        body: new URLSearchParams({ from: '+5521987654321', text: 'OK', contextId: id }),
        redirect: 'manual',
      });
      expect(tap.status).toBe(303);
      expect(
        JSON.parse(posted.at(-1)?.body ?? '').entry[0].changes[0].value.messages[0],
      ).toMatchObject({
        type: 'text',
        text: { body: 'OK' },
        context: { id },
      });
      expect(await (await fetch(`${demo.url}/`)).text()).toContain(
        'O aplicativo respondeu HTTP 200.',
      );
    } finally {
      await demo.close();
    }
  });
  it('posts an automatic status again when the app could not take it, as the providers do', async () => {
    const demo = await startDemo();
    try {
      refusals = 1;
      await sendText(demo, 'Teste');
      const statuses = () =>
        posted.map((p) => JSON.parse(p.body).entry[0].changes[0].value.statuses[0].status);
      // 'sent' was refused once and comes again 2 s later, after 'delivered'.
      await waitFor(() => statuses().length === 3, 10_000);
      expect(statuses()).toEqual(['sent', 'delivered', 'sent']);
    } finally {
      refusals = 0;
      await demo.close();
    }
  });
});
