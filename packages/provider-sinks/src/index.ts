import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoPage } from './demo-page.ts';
import { HttpError, readBody, sendJson, type WebhookResult } from './http.ts';
import { createPushSink, type PushSink } from './push.ts';
import { createSmsSink, type SmsOptions, type SmsSink, type SmsStatus } from './sms.ts';
import {
  createWhatsAppSink,
  type WhatsAppOptions,
  type WhatsAppSink,
  type WhatsAppStatus,
} from './whatsapp.ts';

export { waitFor, type PostOptions, type SignatureOption, type WebhookResult } from './http.ts';
export type { PushMessage, PushSink, PushSubscriptionJson } from './push.ts';
export {
  twilioSignature,
  type SmsMessage,
  type SmsOptions,
  type SmsPostOptions,
  type SmsSink,
  type SmsStatus,
  type SmsStatusOptions,
} from './sms.ts';
export type {
  WhatsAppMessage,
  WhatsAppOptions,
  WhatsAppReply,
  WhatsAppSink,
  WhatsAppStatus,
} from './whatsapp.ts';

export interface SinksOptions {
  /** 0 or absent: any free port. */
  port?: number;
  whatsapp: WhatsAppOptions;
  sms: SmsOptions;
  /** post 'sent' then 'delivered' status webhooks by itself shortly after accepting a message (demo) */
  autoDeliver?: boolean;
}

export interface Sinks {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  readonly whatsapp: WhatsAppSink;
  readonly sms: SmsSink;
  readonly push: PushSink;
  close(): Promise<void>;
}

const WHATSAPP_SEND = /^\/v\d+\.\d+\/([^/]+)\/messages$/;
const SMS_SEND = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const PUSH = /^\/push\/([^/]+)$/;

/** What a demo form's POST tells the next page, without phone numbers or texts. */
function outcome(result: Promise<WebhookResult>): Promise<string> {
  return result.then(
    ({ status }) => `O aplicativo respondeu HTTP ${status}.`,
    (error: unknown) =>
      `Não foi possível avisar o aplicativo: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** How many times an automatic status webhook is posted before it is given up. */
const STATUS_ATTEMPTS = 6;

export async function startSinks(options: SinksOptions): Promise<Sinks> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const timers = new Set<NodeJS.Timeout>();
  /**
   * Runs a status webhook later. Like the providers, a webhook the app refused or could not take
   * (not listening yet) is posted again, 2 s after, then doubling; the last failure is reported
   * by message id only (no phones, no texts).
   */
  const later = (task: () => Promise<WebhookResult>, ms: number, attempt = 1) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const posted = task().then(({ status }) => {
        if (status >= 300) throw new Error(`the app answered ${status}`);
      });
      posted.catch((error: unknown) => {
        if (attempt < STATUS_ATTEMPTS) later(task, 2000 * 2 ** (attempt - 1), attempt + 1);
        else console.warn(`provider-sinks: automatic status failed: ${String(error)}`);
      });
    }, ms);
    timers.add(timer);
  };
  const scheduler = options.autoDeliver ? later : null;
  const whatsapp = createWhatsAppSink(options.whatsapp, url, scheduler);
  const sms = createSmsSink(options.sms, url, scheduler);
  const push = createPushSink(url);
  let notice: string | null = null;

  /** The demo page's forms: each acts like the pilot's phone would, then shows the page again. */
  async function demoAction(path: string, form: URLSearchParams): Promise<boolean> {
    const field = (name: string) => form.get(name) ?? '';
    const text = field('text');
    let result: Promise<WebhookResult>;
    if (path === '/demo/whatsapp/reply')
      result = whatsapp.sink.reply(
        field('from'),
        form.has('payload')
          ? { payload: field('payload'), contextId: field('contextId') }
          : { text, contextId: field('contextId') },
      );
    else if (path === '/demo/whatsapp/status')
      result = whatsapp.sink.status(field('id'), field('status') as WhatsAppStatus);
    else if (path === '/demo/sms/reply') result = sms.sink.reply(field('from'), text);
    else if (path === '/demo/sms/status')
      result = sms.sink.status(field('sid'), field('status') as SmsStatus);
    else return false;
    notice = await outcome(result);
    return true;
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', url).pathname;
    const post = request.method === 'POST';
    let match: RegExpExecArray | null;
    if (post && (match = WHATSAPP_SEND.exec(path)))
      return whatsapp.handle(request, response, decodeURIComponent(match[1] ?? ''));
    if (post && (match = SMS_SEND.exec(path)))
      return sms.handle(request, response, decodeURIComponent(match[1] ?? ''));
    if (post && (match = PUSH.exec(path))) return push.handle(request, response, match[1] ?? '');
    if (request.method === 'GET' && path === '/') {
      const html = demoPage({
        whatsapp: whatsapp.sink.messages,
        sms: sms.sink.messages,
        push: push.sink.received,
        notice,
      });
      notice = null;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(html);
    }
    if (post && path.startsWith('/demo/')) {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      if (await demoAction(path, form)) {
        response.writeHead(303, { location: '/' });
        return response.end();
      }
    }
    throw new HttpError(404, { message: 'Not Found' });
  }

  server.on('request', (request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) return sendJson(response, error.status, error.body);
      console.error('provider-sinks:', error);
      sendJson(response, 500, { message: 'Internal Server Error' });
    });
  });

  return {
    url,
    whatsapp: whatsapp.sink,
    sms: sms.sink,
    push: push.sink,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
