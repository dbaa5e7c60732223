import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  HttpError,
  postWebhook,
  readBody,
  requireUrl,
  sendJson,
  waitForCount,
  type PostOptions,
  type WebhookResult,
} from './http.ts';

export interface SmsOptions {
  accountSid: string;
  authToken: string;
  /** where inbound SMS are POSTed (the app's /api/webhooks/sms) */
  webhookUrl?: string;
  /** the URL the X-Twilio-Signature is computed over when it differs from where it is POSTed
   *  (the app checks it against PUBLIC_URL + path); defaults to webhookUrl */
  signatureUrl?: string;
}

export type SmsStatus = 'sent' | 'delivered' | 'undelivered' | 'failed';

export interface SmsMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  at: Date;
  /** The latest status posted to the app. */
  status: 'queued' | SmsStatus;
}

export interface SmsPostOptions extends PostOptions {
  /** Where to POST instead of webhookUrl; the signature is then computed over this URL. */
  url?: string;
}

export interface SmsStatusOptions extends PostOptions {
  /** POST to webhookUrl (signed over signatureUrl) even when the message named a StatusCallback. */
  toWebhook?: boolean;
}

export interface SmsSink {
  /** SMS_API_URL for the app: the sinks' base URL. */
  readonly apiUrl: string;
  webhookUrl: string | undefined;
  signatureUrl: string | undefined;
  readonly messages: SmsMessage[];
  /** Sends answer 503 while true (a provider outage). */
  refuse(on: boolean): void;
  /** Posts a status callback to the message's StatusCallback, else to webhookUrl. */
  status(sid: string, status: SmsStatus, options?: SmsStatusOptions): Promise<WebhookResult>;
  /** Posts an inbound SMS from `from` to webhookUrl. */
  reply(
    from: string,
    body: string,
    options?: PostOptions,
  ): Promise<WebhookResult & { sid: string }>;
  /** Posts a form body as is, e.g. `sent` of an earlier result to test idempotency. */
  post(sent: string, options?: SmsPostOptions): Promise<WebhookResult>;
  waitFor(count: number, timeoutMs?: number): Promise<SmsMessage[]>;
}

/** Twilio's signature: base64 HMAC-SHA1 of the URL followed by each name and value, by name. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

const API_VERSION = '2010-04-01';
/** Answers inbound SMS when no message to that phone tells which number it came from. */
const DEFAULT_FROM = '+15005550006';

const twilioError = (status: number, code: number, message: string) =>
  new HttpError(status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSmsSink(
  options: SmsOptions,
  baseUrl: string,
  later: ((task: () => Promise<WebhookResult>, ms: number) => void) | null,
) {
  let refusing = false;
  const messages: SmsMessage[] = [];

  const sink: SmsSink = {
    apiUrl: baseUrl,
    webhookUrl: options.webhookUrl,
    signatureUrl: options.signatureUrl,
    messages,
    refuse(on) {
      refusing = on;
    },
    async post(sent, postOptions = {}) {
      const url = postOptions.url ?? requireUrl(sink.webhookUrl, 'sms.webhookUrl');
      const signedUrl = postOptions.url ?? sink.signatureUrl ?? url;
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
      };
      if (postOptions.signature !== 'none') {
        const token =
          postOptions.signature === 'bad' ? `not-${options.authToken}` : options.authToken;
        headers['x-twilio-signature'] = twilioSignature(
          token,
          signedUrl,
          Object.fromEntries(new URLSearchParams(sent)),
        );
      }
      return postWebhook(url, sent, headers);
    },
    async status(sid, status, postOptions = {}) {
      const message = messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`sms: no message ${sid}`);
      const failed = status === 'failed' || status === 'undelivered';
      const params = new URLSearchParams({
        SmsSid: sid,
        SmsStatus: status,
        MessageStatus: status,
        To: message.to,
        MessageSid: sid,
        AccountSid: options.accountSid,
        From: message.from,
        ApiVersion: API_VERSION,
        ...(failed && { ErrorCode: '30003' }),
      });
      const url = postOptions.toWebhook ? undefined : (message.statusCallback ?? undefined);
      const result = await sink.post(params.toString(), { signature: postOptions.signature, url });
      message.status = status;
      return result;
    },
    async reply(from, body, postOptions) {
      const sid = messageSid();
      const to = messages.findLast((m) => m.to === from)?.from ?? DEFAULT_FROM;
      const params = new URLSearchParams({
        ToCountry: 'BR',
        SmsMessageSid: sid,
        NumMedia: '0',
        SmsSid: sid,
        SmsStatus: 'received',
        Body: body,
        To: to,
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: options.accountSid,
        From: from,
        ApiVersion: API_VERSION,
      });
      return { ...(await sink.post(params.toString(), postOptions)), sid };
    },
    waitFor: (count, timeoutMs) => waitForCount(messages, count, timeoutMs),
  };

  /** `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`. */
  async function handle(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    const raw = await readBody(request);
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const credentials = Buffer.from(encoded ?? '', 'base64').toString('utf8');
    if (
      scheme !== 'Basic' ||
      !sameSecret(credentials, `${options.accountSid}:${options.authToken}`)
    )
      throw twilioError(401, 20003, 'Authenticate');
    if (accountSid !== options.accountSid)
      throw twilioError(
        404,
        20404,
        `The requested resource /${API_VERSION}/Accounts/${accountSid}/Messages.json was not found`,
      );
    if (refusing) throw twilioError(503, 20503, 'Service Unavailable');
    const form = new URLSearchParams(raw.toString('utf8'));
    const to = form.get('To');
    const from = form.get('From');
    const body = form.get('Body');
    if (!to) throw twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from) throw twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) throw twilioError(400, 21602, 'Message body is required.');
    const message: SmsMessage = {
      sid: messageSid(),
      to,
      from,
      body,
      statusCallback: form.get('StatusCallback'),
      at: new Date(),
      status: 'queued',
    };
    messages.push(message);
    const date = message.at.toUTCString().replace('GMT', '+0000');
    sendJson(response, 201, {
      account_sid: options.accountSid,
      api_version: API_VERSION,
      body,
      date_created: date,
      date_sent: null,
      date_updated: date,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(body.length / 160))),
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: 'queued',
      subresource_uris: {
        media: `/${API_VERSION}/Accounts/${options.accountSid}/Messages/${message.sid}/Media.json`,
      },
      to,
      uri: `/${API_VERSION}/Accounts/${options.accountSid}/Messages/${message.sid}.json`,
    });
    if (later && (message.statusCallback || sink.webhookUrl)) {
      later(() => sink.status(message.sid, 'sent'), 100);
      later(() => sink.status(message.sid, 'delivered'), 300);
    }
  }

  return { sink, handle };
}
