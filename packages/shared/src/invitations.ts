import { ANSWER_VIAS, deliverySchema, unclearReplySchema } from './channels';
import { URGENCIES } from './solicitations';
import { lineString, optionalLongText, pageQuery } from './text-fields';
import { z } from './zod-locale';

// Invitations (docs/design.md §8 "Call-out and answers"): one per (request, pilot), however it began.

/** `invited` → `accepted` | `declined`; `volunteered` until the request's creator accepts him. */
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined', 'volunteered'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How an invitation began: a call-out, the spec's contact, a volunteer, an automatic step. */
export const INVITATION_SOURCES = ['callout', 'contact', 'volunteer', 'escalation'] as const;
export type InvitationSource = (typeof INVITATION_SOURCES)[number];

export const INVITATION_NOT_FOUND = 'Convite não encontrado';
export const SOLICITATION_FINISHED = 'Esta solicitação já foi finalizada';
export const INVALID_ANSWER = 'Resposta inválida';
/** An invitation whose request its creator removed (ADR 031). */
export const SOLICITATION_CANCELLED = 'Solicitação cancelada';
/** A call-out's word to its pilots (meeting point, safety rules): manual or automatic alike. */
export const MAX_CALLOUT_MESSAGE = 1000;

/** A token from an invitation's e-mail links (32 random bytes, base64url). */
const invitationToken = lineString().max(200);

/**
 * `GET /api/invitations/{id}` and each item of the pilot's inbox, with the call-out's `message`.
 * Once the creator removed the request, `cancelledAt` says when, and of the request only `id`,
 * `name` and `urgency` remain (its other texts and the creator's contact are empty; ADR 031).
 */
export const invitationSchema = z.object({
  id: z.uuid(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  solicitation: z.object({
    id: z.uuid(),
    name: z.string(),
    urgency: z.enum(URGENCIES),
    place: z.string(),
    date: z.iso.date().nullable(),
    hour: z.string(),
    description: z.string(),
    isFinished: z.boolean(),
    creator: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }),
    /** The body whose request it is (docs/design.md §12); null: its creator's alone. */
    organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  }),
  /** The body's terms of adhesion, which accepting binds; null without a body. */
  terms: z.object({ text: z.string(), version: z.number().int() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationTokenQuerySchema = z.object({ token: invitationToken.optional() });

/** `POST /api/invitations/{id}/answer`: from the pilot's session, or with the e-mail's token. */
export const answerInvitationSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: INVALID_ANSWER }),
  token: invitationToken.optional(),
  /** A notification's action says so (with the token); otherwise a session or an e-mail link. */
  via: z.literal('push', { error: 'Canal inválido' }).optional(),
});
export type AnswerInvitationInput = z.infer<typeof answerInvitationSchema>;

/**
 * `GET /api/invitations?status=&solicitationId=`: the pilot's own, newest first; with
 * `solicitationId`, his invitation to that request (none or one).
 */
export const invitationListQuerySchema = z.object({
  status: z.enum(INVITATION_STATUSES, { error: 'Situação inválida' }).optional(),
  solicitationId: z.uuid('Solicitação inválida').optional(),
  ...pageQuery,
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

/**
 * The open request a pilot has already accepted at the same time as this one (docs/decisions/
 * 034-mission-dates-and-areas.md), or null. It warns; it never keeps him from being called.
 */
export const conflictSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();
export type Conflict = z.infer<typeof conflictSchema>;

/** How a conflict reads on the matches and the roster: the words before the request's name. */
export const CONFLICT_PREFIX = 'já está na solicitação';

/** `GET /api/solicitation/{id}/roster`: every invited or volunteering pilot, and his answer. */
export const rosterEntrySchema = z.object({
  pilot: z.object({
    id: z.uuid(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
    urlPhoto: z.string().nullable(),
  }),
  status: z.enum(INVITATION_STATUSES),
  source: z.enum(INVITATION_SOURCES),
  invitedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  conflict: conflictSchema,
  /** Where his answer came from (docs/design.md §13); null before he answers. */
  answeredVia: z.enum(ANSWER_VIAS).nullable(),
  /** Each channel's latest state for this invitation. */
  deliveries: z.array(deliverySchema),
  /** Replies by WhatsApp or SMS that could not be read as an answer. */
  unclearReplies: z.array(unclearReplySchema),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** The roster's order: who is coming first, then who offered, who has not answered, who cannot. */
export const ROSTER_ORDER: readonly InvitationStatus[] = [
  'accepted',
  'volunteered',
  'invited',
  'declined',
];

export const NOT_A_VOLUNTEER = 'Este droneiro não se ofereceu para esta solicitação';
export const NOT_CREATOR_ROSTER =
  'Somente o usuário que criou a solicitação pode aceitar voluntários.';

/** `POST /api/solicitation/{id}/volunteer`: where the pilot stands after offering himself. */
export const volunteerResponseSchema = z.object({ status: z.enum(INVITATION_STATUSES) });

export const MAX_CALLOUT_PILOTS = 200;
export const NOT_PILOTS = 'Não são droneiros cadastrados';
/** Manual call-outs and contacts create at most this many invitations per user per hour. */
export const CALLOUTS_PER_HOUR = 1000;
export const CALLOUT_LIMIT_REACHED = 'Limite de convocações atingido. Tente novamente mais tarde.';

export const MAX_AUTO_WANTED = 50;
export const MAX_AUTO_EVERY_MINUTES = 120;
export const CALLOUT_NEEDS_PILOTS = 'Escolha os droneiros ou a convocação automática';
export const CALLOUT_ONE_KIND =
  'Convoque os droneiros escolhidos ou ligue a convocação automática, não os dois';

/**
 * An automatic call-out: the best `2 × wanted` matches not invited yet, then as many more every
 * `everyMinutes` while fewer than `wanted` have accepted.
 */
export const autoCalloutInputSchema = z.object(
  {
    wanted: z.coerce
      .number({ error: 'Informe quantos droneiros são necessários' })
      .int('Informe um número inteiro')
      .min(1, 'Ao menos 1 droneiro')
      .max(MAX_AUTO_WANTED, `No máximo ${MAX_AUTO_WANTED} droneiros`),
    everyMinutes: z.coerce
      .number({ error: 'Informe o intervalo em minutos' })
      .int('Informe um número inteiro de minutos')
      .min(1, 'O intervalo é de ao menos 1 minuto')
      .max(MAX_AUTO_EVERY_MINUTES, `O intervalo é de no máximo ${MAX_AUTO_EVERY_MINUTES} minutos`),
    /** Carried by every invitation its steps send (the call-out's `message` is taken too). */
    message: optionalLongText(MAX_CALLOUT_MESSAGE),
  },
  { error: 'Convocação automática inválida' },
);

/**
 * `POST /api/solicitation/{id}/callout`: the pilots to invite (`pilotIds`) or an automatic
 * call-out (`auto`), and a word for them.
 */
export const calloutSchema = z
  .object({
    pilotIds: z
      .array(z.uuid('Droneiro inválido'), { error: 'Escolha os droneiros' })
      .min(1, 'Escolha ao menos um droneiro')
      .max(MAX_CALLOUT_PILOTS, `No máximo ${MAX_CALLOUT_PILOTS} droneiros por convocação`)
      .optional(),
    auto: autoCalloutInputSchema.optional(),
    message: optionalLongText(MAX_CALLOUT_MESSAGE),
  })
  .superRefine((value, issues) => {
    if (value.pilotIds && value.auto) {
      issues.addIssue({ code: 'custom', path: ['auto'], message: CALLOUT_ONE_KIND });
    } else if (!value.pilotIds && !value.auto) {
      issues.addIssue({ code: 'custom', path: ['pilotIds'], message: CALLOUT_NEEDS_PILOTS });
    }
  });
export type CalloutInput = z.infer<typeof calloutSchema>;

/** A request's automatic call-out while it runs: what it aims at and when it steps next. */
export const autoCalloutSchema = z.object({
  wanted: z.number().int(),
  everyMinutes: z.number().int(),
  message: z.string().nullable(),
  accepted: z.number().int(),
  nextStepAt: z.iso.datetime(),
});
export type AutoCallout = z.infer<typeof autoCalloutSchema>;

/**
 * How many pilots were invited now, and how many of the given ones already were; with `auto`,
 * the automatic call-out after its first step (null when that step already ended it).
 */
export const calloutResponseSchema = z.object({
  invited: z.number().int(),
  alreadyInvited: z.number().int(),
  auto: autoCalloutSchema.nullable().optional(),
});
export type CalloutResponse = z.infer<typeof calloutResponseSchema>;

/** A pilot's record over the last 365 days (his profile): calls, answers, yeses, missions. */
export const pilotStatsSchema = z.object({
  invitations: z.number().int(),
  answered: z.number().int(),
  accepted: z.number().int(),
  missions: z.number().int(),
});
export type PilotStats = z.infer<typeof pilotStatsSchema>;

export const TIMELINE_TYPES = [
  'created',
  'callout',
  'escalation',
  'answer',
  'volunteer',
  'report',
  'handover',
  'share',
] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

/** `GET /api/solicitation/{id}/timeline`: what happened to the request, oldest first. */
export const timelineEntrySchema = z.object({
  at: z.iso.datetime(),
  type: z.enum(TIMELINE_TYPES),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
