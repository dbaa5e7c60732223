import { createHmac, randomBytes } from 'node:crypto';
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

export interface WhatsAppOptions {
  phoneNumberId: string;
  token: string;
  appSecret: string;
  /** where inbound messages and statuses are POSTed (the app's /api/webhooks/whatsapp) */
  webhookUrl?: string;
}

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface WhatsAppMessage {
  id: string;
  /** As the app sent it, e.g. '+5521987654321'. */
  to: string;
  type: 'template' | 'text';
  template: { name: string; language: string } | null;
  /** The body component's text parameters, in order. */
  parameters: string[];
  /** The quick-reply buttons' payloads, by index. */
  buttons: string[];
  text: string | null;
  at: Date;
  /** The latest status posted to the app. */
  status: 'accepted' | WhatsAppStatus;
}

export interface WhatsAppReply {
  /** A template quick-reply tap carrying this payload. */
  payload?: string;
  /** Free text, or the tapped button's label (defaults to the payload's part before ':'). */
  text?: string;
  /** The message replied to; a tap defaults to the latest message to `from` with that payload. */
  contextId?: string;
  /** The sender's WhatsApp profile name. */
  name?: string;
}

export interface WhatsAppSink {
  /** WHATSAPP_API_URL for the app: `${url}/v21.0`. */
  readonly apiUrl: string;
  webhookUrl: string | undefined;
  readonly messages: WhatsAppMessage[];
  /** Sends answer 503 while true (a provider outage). */
  refuse(on: boolean): void;
  /** Posts a status webhook for a sent message. */
  status(messageId: string, status: WhatsAppStatus, options?: PostOptions): Promise<WebhookResult>;
  /** Posts an inbound message from `from` (any phone format; digits are kept). */
  reply(
    from: string,
    reply: WhatsAppReply,
    options?: PostOptions,
  ): Promise<WebhookResult & { id: string }>;
  /** Posts a webhook body as is, e.g. `sent` of an earlier result to test idempotency. */
  post(sent: string, options?: PostOptions): Promise<WebhookResult>;
  waitFor(count: number, timeoutMs?: number): Promise<WhatsAppMessage[]>;
}

const BUSINESS_ACCOUNT_ID = '102290129340398';
const DISPLAY_PHONE_NUMBER = '15550783881';

const graphError = (status: number, error: Record<string, unknown>) =>
  new HttpError(status, {
    error: { ...error, fbtrace_id: randomBytes(8).toString('base64url') },
  });

const invalid = (details: string) =>
  graphError(400, {
    message: '(#100) Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_data: { messaging_product: 'whatsapp', details },
  });

const digits = (phone: string) => phone.replace(/\D/g, '');
const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const unixTime = () => String(Math.floor(Date.now() / 1000));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads a send as the Cloud API validates it; throws the Graph error it would answer. */
function parseSend(body: unknown): Omit<WhatsAppMessage, 'id' | 'at' | 'status'> {
  if (!isObject(body)) throw invalid('The request body must be a JSON object');
  if (body.messaging_product !== 'whatsapp') throw invalid("messaging_product must be 'whatsapp'");
  if (!isText(body.to)) throw invalid('to is required');
  const to = body.to;
  if (body.type === 'text') {
    const text = isObject(body.text) ? body.text.body : undefined;
    if (!isText(text) || text.length > 4096) throw invalid('text.body is required (≤ 4096)');
    return { to, type: 'text', template: null, parameters: [], buttons: [], text };
  }
  if (body.type !== 'template') throw invalid("type must be 'template' or 'text'");
  const template = body.template;
  if (!isObject(template) || !isText(template.name)) throw invalid('template.name is required');
  const language = isObject(template.language) ? template.language.code : undefined;
  if (!isText(language)) throw invalid('template.language.code is required');
  const components = template.components ?? [];
  if (!Array.isArray(components)) throw invalid('template.components must be an array');
  const parameters: string[] = [];
  const buttons: string[] = [];
  for (const component of components) {
    if (!isObject(component) || !Array.isArray(component.parameters))
      throw invalid('each component needs a type and parameters');
    if (component.type === 'body' || component.type === 'header') {
      for (const parameter of component.parameters) {
        if (!isObject(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string')
          throw invalid("body parameters must be {type:'text', text}");
        if (component.type === 'body') parameters.push(parameter.text);
      }
    } else if (component.type === 'button') {
      const index = Number(component.index);
      const [parameter] = component.parameters;
      if (component.sub_type !== 'quick_reply' || !Number.isInteger(index) || index < 0)
        throw invalid("buttons must be sub_type 'quick_reply' with an index");
      if (!isObject(parameter) || parameter.type !== 'payload' || !isText(parameter.payload))
        throw invalid("a quick reply needs parameters [{type:'payload', payload}]");
      buttons[index] = parameter.payload;
    } else {
      throw invalid('unknown component type');
    }
  }
  return {
    to,
    type: 'template',
    template: { name: template.name, language },
    parameters,
    buttons,
    text: null,
  };
}

export function createWhatsAppSink(
  options: WhatsAppOptions,
  baseUrl: string,
  later: ((task: () => Promise<WebhookResult>, ms: number) => void) | null,
) {
  let refusing = false;
  const messages: WhatsAppMessage[] = [];

  const envelope = (value: Json) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: BUSINESS_ACCOUNT_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: DISPLAY_PHONE_NUMBER,
                phone_number_id: options.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const sink: WhatsAppSink = {
    apiUrl: `${baseUrl}/v21.0`,
    webhookUrl: options.webhookUrl,
    messages,
    refuse(on) {
      refusing = on;
    },
    async post(sent, postOptions = {}) {
      const url = requireUrl(sink.webhookUrl, 'whatsapp.webhookUrl');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (postOptions.signature !== 'none') {
        const secret =
          postOptions.signature === 'bad' ? `not-${options.appSecret}` : options.appSecret;
        headers['x-hub-signature-256'] =
          `sha256=${createHmac('sha256', secret).update(sent).digest('hex')}`;
      }
      return postWebhook(url, sent, headers);
    },
    async status(messageId, status, postOptions) {
      const message = messages.find((m) => m.id === messageId);
      if (!message) throw new Error(`whatsapp: no message ${messageId}`);
      const body = envelope({
        statuses: [
          {
            id: messageId,
            status,
            timestamp: unixTime(),
            recipient_id: digits(message.to),
            ...(status === 'failed' && {
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'Message Undeliverable.' },
                },
              ],
            }),
          },
        ],
      });
      const result = await sink.post(JSON.stringify(body), postOptions);
      message.status = status;
      return result;
    },
    async reply(from, reply, postOptions) {
      const waId = digits(from);
      const id = wamid();
      const common = { from: waId, id, timestamp: unixTime() };
      let message: Json;
      if (reply.payload !== undefined) {
        const payload = reply.payload;
        const contextId =
          reply.contextId ??
          messages.findLast((m) => digits(m.to) === waId && m.buttons.includes(payload))?.id;
        message = {
          ...(contextId && { context: { from: DISPLAY_PHONE_NUMBER, id: contextId } }),
          ...common,
          type: 'button',
          button: { payload, text: reply.text ?? payload.split(':')[0] },
        };
      } else {
        message = {
          ...(reply.contextId && { context: { from: DISPLAY_PHONE_NUMBER, id: reply.contextId } }),
          ...common,
          type: 'text',
          text: { body: reply.text ?? '' },
        };
      }
      const body = envelope({
        contacts: [{ profile: { name: reply.name ?? 'Piloto' }, wa_id: waId }],
        messages: [message],
      });
      return { ...(await sink.post(JSON.stringify(body), postOptions)), id };
    },
    waitFor: (count, timeoutMs) => waitForCount(messages, count, timeoutMs),
  };

  /** `POST /v{n}/{phoneNumberId}/messages`. */
  async function handle(request: IncomingMessage, response: ServerResponse, phoneNumberId: string) {
    const raw = await readBody(request);
    if (request.headers.authorization !== `Bearer ${options.token}`)
      throw graphError(401, {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
      });
    if (phoneNumberId !== options.phoneNumberId)
      throw graphError(400, {
        message: `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    if (refusing)
      throw graphError(503, {
        message: 'Service temporarily unavailable',
        type: 'OAuthException',
        code: 131016,
        is_transient: true,
      });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalid('The request body is not valid JSON');
    }
    const message: WhatsAppMessage = {
      ...parseSend(body),
      id: wamid(),
      at: new Date(),
      status: 'accepted',
    };
    messages.push(message);
    sendJson(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: digits(message.to) }],
      messages: [{ id: message.id }],
    });
    if (later && sink.webhookUrl) {
      later(() => sink.status(message.id, 'sent'), 100);
      later(() => sink.status(message.id, 'delivered'), 300);
    }
  }

  return { sink, handle };
}
