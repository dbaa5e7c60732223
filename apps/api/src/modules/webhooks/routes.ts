import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeliveryStatus } from '@drones/shared/channels';
import { errorResponses } from '@drones/shared/responses';
import { z } from '@drones/shared/zod-locale';
import { HttpError } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';
import { receive } from './inbound';
import { validTwilioSignature, validWhatsAppSignature } from './signatures';

// The providers' webhooks (docs/design.md §13): public routes with their own authentication (a
// signature over the raw body), 600 a minute per address, idempotent by the provider's message
// id. They never log a phone number or a text.

const WHATSAPP_STATUSES: Record<string, DeliveryStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};
// Twilio's earlier states (queued, accepted, sending) add nothing to 'sent'.
const SMS_STATUSES: Record<string, DeliveryStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

interface WhatsAppValue {
  messages?: {
    id?: string;
    from?: string;
    type?: string;
    text?: { body?: string };
    button?: { payload?: string };
    interactive?: { button_reply?: { id?: string } };
  }[];
  statuses?: { id?: string; status?: string }[];
}

interface WhatsAppEnvelope {
  entry?: { changes?: { value?: WhatsAppValue }[] }[];
}

const config = { access: 'public' as const, limit: 'webhook' as const };
const documented = (
  operationId: string,
  summary: string,
  description: string,
  response: Record<number, z.ZodType>,
) => ({ operationId, tags: ['webhooks'], summary, description, security: [], response });

export default async function webhookRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  // The signatures are over the bytes sent: these routes read their bodies raw.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  const whatsappSecret = ctx.config.WHATSAPP_APP_SECRET;
  const smsToken = ctx.config.SMS_AUTH_TOKEN;

  app.get(
    '/webhooks/whatsapp',
    {
      config,
      schema: documented(
        'verifyWhatsAppWebhook',
        'Verificação do webhook do WhatsApp',
        'Responde `hub.challenge` quando `hub.verify_token` é o WHATSAPP_VERIFY_TOKEN; senão, 403.',
        { 200: z.string(), ...errorResponses(403, 429) },
      ),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, string | undefined>;
      const expected = ctx.config.WHATSAPP_VERIFY_TOKEN;
      if (
        !expected ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== expected
      ) {
        throw new HttpError(403);
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      config,
      schema: documented(
        'receiveWhatsAppWebhook',
        'Mensagens e situações de entrega do WhatsApp',
        'Assinado com `X-Hub-Signature-256` (HMAC-SHA256 do corpo com WHATSAPP_APP_SECRET); sem ' +
          'assinatura ou errada, 401 e nada muda. Lê respostas (botões, texto) e as situações ' +
          'das mensagens (enviado, entregue, lido, falhou).',
        { 200: z.object({ ok: z.boolean() }), ...errorResponses(400, 401, 429) },
      ),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.body;
      if (
        !whatsappSecret ||
        !Buffer.isBuffer(raw) ||
        !validWhatsAppSignature(raw, request.headers['x-hub-signature-256'], whatsappSecret)
      ) {
        throw new HttpError(401);
      }
      let envelope: WhatsAppEnvelope;
      try {
        envelope = JSON.parse(raw.toString('utf8')) as WhatsAppEnvelope;
      } catch {
        throw new HttpError(400);
      }
      const values = (envelope.entry ?? []).flatMap((entry) =>
        (entry.changes ?? []).map((change) => change.value ?? {}),
      );
      for (const value of values) {
        for (const status of value.statuses ?? []) {
          const mapped = status.status && WHATSAPP_STATUSES[status.status];
          if (status.id && mapped) await ctx.outbox.track('whatsapp', status.id, mapped);
        }
        for (const message of value.messages ?? []) {
          if (!message.id || !message.from) continue;
          const button =
            message.type === 'button'
              ? message.button?.payload
              : message.type === 'interactive'
                ? message.interactive?.button_reply?.id
                : undefined;
          await receive(ctx, {
            channel: 'whatsapp',
            providerId: message.id,
            from: message.from,
            ...(button !== undefined ? { button } : { text: message.text?.body ?? '' }),
          });
        }
      }
      return reply.code(200).send({ ok: true });
    },
  );

  app.post(
    '/webhooks/sms',
    {
      config,
      schema: documented(
        'receiveSmsWebhook',
        'SMS recebidos e situações de entrega (API compatível com a Twilio)',
        'Formulário da Twilio (`From`, `Body`, `MessageSid`; `MessageStatus` nas situações), ' +
          'assinado com `X-Twilio-Signature` sobre PUBLIC_URL + o caminho e os parâmetros; ' +
          'assinatura errada, 403. Responde 204.',
        { 204: z.null(), ...errorResponses(403, 429) },
      ),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.body;
      const params = new URLSearchParams(Buffer.isBuffer(raw) ? raw.toString('utf8') : '');
      const url = `${ctx.config.PUBLIC_URL}/api/webhooks/sms`;
      if (
        !smsToken ||
        !validTwilioSignature(url, params, request.headers['x-twilio-signature'], smsToken)
      ) {
        throw new HttpError(403);
      }
      const sid = params.get('MessageSid') ?? params.get('SmsSid');
      const status = params.get('MessageStatus') ?? params.get('SmsStatus');
      if (sid && status && status !== 'received') {
        const mapped = SMS_STATUSES[status];
        if (mapped) await ctx.outbox.track('sms', sid, mapped);
      } else if (sid && params.get('From')) {
        await receive(ctx, {
          channel: 'sms',
          providerId: sid,
          from: params.get('From')!,
          text: params.get('Body') ?? '',
        });
      }
      return reply.code(204).send();
    },
  );
}
