import { municipalityCodeSchema, UFS } from './places';
import { digitsOnly } from './phone';
import { lineString } from './text-fields';
import { z } from './zod-locale';

// Reaching pilots where they are (docs/design.md §13): the channels a message goes through, the
// pilot's settings, push subscriptions, deliveries on the roster and reachability tests.

export const CHANNELS = ['email', 'push', 'whatsapp', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels a pilot may turn on and off; e-mail is always on. */
export const OPTIONAL_CHANNELS = ['push', 'whatsapp', 'sms'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];

/** The channels that reach a verified phone. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  email: 'E-mail',
  push: 'Notificação no aparelho',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** An outbox row's state, the latest a provider told (docs/design.md §13). */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  queued: 'na fila',
  sent: 'enviado',
  delivered: 'entregue',
  read: 'lido',
  failed: 'falhou',
};

/** Where an answer came from: the pilot's session, his e-mail's links, a notification, a reply. */
export const ANSWER_VIAS = ['app', 'email', 'push', 'whatsapp', 'sms'] as const;
export type AnswerVia = (typeof ANSWER_VIAS)[number];

export const INVALID_CODE = 'Código inválido';
export const CHANNEL_UNAVAILABLE = 'Este canal não está disponível';
export const PHONE_NOT_VERIFIED = 'Confirme o seu telefone antes de ligar este canal';
export const TOO_MANY_CODES = 'Muitos códigos enviados. Tente novamente mais tarde.';
export const NO_PHONE = 'Cadastre um telefone celular no seu perfil';
export const QUIET_HOURS_INVALID = 'Informe o horário no formato HH:MM';
export const PUSH_ENDPOINT_INVALID = 'Endereço de notificação inválido';

/** A verification code: 6 digits, valid for CODE_MINUTES, CODE_TRIES tries. */
export const CODE_LENGTH = 6;
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** Codes a user may ask for per hour and channel. */
export const CODES_PER_HOUR = 5;

const clock = lineString({ error: QUIET_HOURS_INVALID }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  QUIET_HOURS_INVALID,
);

/** In America/Sao_Paulo; a start after the end spans midnight. */
export const quietHoursSchema = z.object({ start: clock, end: clock }).nullable();
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const channelSettingSchema = z.object({
  channel: z.enum(CHANNELS),
  /** Configured on this server: a channel without configuration is off for everyone. */
  available: z.boolean(),
  enabled: z.boolean(),
  verified: z.boolean(),
  /** The e-mail, the masked phone '(21) 9••••-4321', or how many browsers are subscribed ('2'). */
  address: z.string().nullable(),
});
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

/** `GET /api/users/me/channels`. */
export const myChannelsSchema = z.object({
  channels: z.array(channelSettingSchema),
  quietHours: quietHoursSchema,
});
export type MyChannels = z.infer<typeof myChannelsSchema>;

/** `PUT /api/users/me/channels`: the channels named change; quiet hours are replaced. */
export const updateChannelsSchema = z.object({
  enabled: z.object({
    push: z.boolean().optional(),
    whatsapp: z.boolean().optional(),
    sms: z.boolean().optional(),
  }),
  quietHours: quietHoursSchema,
});
export type UpdateChannelsInput = z.infer<typeof updateChannelsSchema>;

export const phoneChannelParams = z.object({
  channel: z.enum(PHONE_CHANNELS, { error: 'Canal inválido' }),
});

export const confirmCodeSchema = z.object({
  code: lineString({ error: INVALID_CODE }).trim().max(20, INVALID_CODE),
});

/** Masks a phone for the channels page: '(21) 9••••-4321'. */
export function maskedPhone(phone: string): string {
  const d = digitsOnly(phone);
  if (d.length < 10) return '••••';
  const rest = d.slice(2);
  return `(${d.slice(0, 2)}) ${rest[0]}${'•'.repeat(rest.length - 5)}-${rest.slice(-4)}`;
}

/** A Brazilian phone as E.164, as providers take it: '+5521987654321'. */
export function e164(phone: string): string {
  return `+55${digitsOnly(phone)}`;
}

export const pushKeySchema = z.object({ publicKey: z.string() });

const base64url = (error: string) =>
  lineString({ error })
    .max(200, error)
    .regex(/^[A-Za-z0-9_-]+=*$/, error);

/** `POST /api/push/subscriptions`: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: lineString({ error: PUSH_ENDPOINT_INVALID }).max(1000, PUSH_ENDPOINT_INVALID),
  keys: z.object({
    p256dh: base64url('Chave de notificação inválida'),
    auth: base64url('Chave de notificação inválida'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({
  endpoint: lineString({ error: PUSH_ENDPOINT_INVALID }).max(1000, PUSH_ENDPOINT_INVALID),
});

/** What a push message carries to the service worker (encrypted, RFC 8291). */
export const pushPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('invitation'),
    invitationId: z.uuid(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    token: z.string(),
  }),
  z.object({
    type: z.literal('reachability'),
    testId: z.uuid(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    token: z.string(),
  }),
  /** A broadcast or a reminder: a notification that opens `url`. */
  z.object({ type: z.literal('message'), title: z.string(), body: z.string(), url: z.string() }),
  z.object({ type: z.literal('test'), title: z.string(), body: z.string(), url: z.string() }),
]);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const PUSH_TEST_TITLE = 'Notificação de teste';
export const PUSH_TEST_BODY = 'As convocações da Defesa Civil vão chegar assim neste aparelho.';
export const NO_PUSH_SUBSCRIPTION = 'Ative as notificações neste aparelho primeiro';

/** One channel's latest state for an invitation, on the roster. */
export const deliverySchema = z.object({
  channel: z.enum(CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  at: z.iso.datetime(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** A reply the coded-reply reader could not understand, kept for the coordinator to read. */
export const unclearReplySchema = z.object({
  text: z.string(),
  via: z.enum(PHONE_CHANNELS),
  at: z.iso.datetime(),
});
export type UnclearReply = z.infer<typeof unclearReplySchema>;

export const REACHABILITY_TEXT = 'Teste de alcance da Defesa Civil: responda OK';
export const REACHABILITY_NEEDS_AREA = 'Escolha a UF ou o município do teste';
export const REACHABILITY_OUTSIDE_AREA = 'Este teste está fora da área do seu órgão';

/** `POST /api/reachability-tests`: the pilots whose availability is in the UF or municipality. */
export const createReachabilityTestSchema = z.object({
  uf: z.enum(UFS, { error: 'UF inválida' }).optional(),
  municipalityCode: municipalityCodeSchema.optional(),
});
export type CreateReachabilityTestInput = z.infer<typeof createReachabilityTestSchema>;

const channelCounts = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  confirmed: z.number().int(),
  failed: z.number().int(),
});

export const reachabilityTestSchema = z.object({
  id: z.uuid(),
  uf: z.string().nullable(),
  municipalityCode: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  sent: z.number().int(),
  confirmed: z.number().int(),
  byChannel: z.partialRecord(z.enum(CHANNELS), channelCounts),
  unreached: z.array(z.object({ pilot: z.object({ id: z.uuid(), name: z.string() }) })),
});
export type ReachabilityTest = z.infer<typeof reachabilityTestSchema>;

/** A push tap or the message's link (with its token); from the inbox, the session alone. */
export const confirmReachabilitySchema = z.object({
  token: lineString().max(200).optional(),
  via: z.literal('push', { error: 'Canal inválido' }).optional(),
});

/** `GET /api/reachability-tests/mine`: the tests the pilot may still confirm (24 hours). */
export const pendingReachabilityTestsSchema = z.array(
  z.object({ id: z.uuid(), createdAt: z.iso.datetime() }),
);
