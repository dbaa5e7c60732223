import { CAPABILITIES, capabilitiesFieldSchema } from './capabilities';
import { missionDateSchema } from './mission-time';
import { municipalityRefFields, placeInputFields, pointFields } from './places';
import {
  optionalLongText,
  pageQuery,
  requiredLongText,
  requiredText,
  searchQuery,
  sessionUserIdField,
} from './text-fields';
import { z } from './zod-locale';

// Field names are the wire contract's, spelling and casing included:
// necessary_resources, mission_details, urlsPhoto, isFinished, userDetails, ContactedDrivers.

export const URGENCIES = ['urgente', 'normal'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const urgencySchema = z.enum(URGENCIES, { error: 'Urgência inválida' });

/** The files field of the request forms (images only). */
export const SOLICITATION_PHOTOS_FIELD = 'urlsPhoto';

export const SOLICITATION_NOT_FOUND = 'Solicitação não encontrada';

const solicitationFields = {
  name: requiredText(200),
  description: requiredLongText(5000),
  place: requiredText(300),
  /** The mission's day (`YYYY-MM-DD`, Brasília), optional; null or '' clears it on an update. */
  date: missionDateSchema.optional(),
  hour: requiredText(60),
  necessary_resources: requiredLongText(2000),
  mission_details: requiredLongText(5000),
  observation: optionalLongText(2000),
  /**
   * Where the mission is (docs/design.md §8): an IBGE municipality and, optionally, a point inside Brazil
   * (both coordinates; by default the municipality's point). A point needs a municipality: the
   * municipality is what matching falls back on and what the UF comes from, so a point alone
   * would be a place half-known. `place` stays free text and is never resolved.
   */
  ...placeInputFields,
  /** What a drone must be able to do for this mission. */
  requiredCapabilities: capabilitiesFieldSchema.optional(),
};

/** The multipart fields of the request forms that repeat to make a list. */
export const SOLICITATION_LIST_FIELDS = ['requiredCapabilities', 'removePhotos'];

/**
 * `POST /api/solicitation` (JSON, or multipart with photos as files in `urlsPhoto`); urgency
 * defaults to normal. In multipart a list is a repeated field and a number is text.
 */
export const createSolicitationSchema = z.object({
  ...solicitationFields,
  urgency: urgencySchema.default('normal'),
  userId: sessionUserIdField,
});
export type CreateSolicitationInput = z.infer<typeof createSolicitationSchema>;

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line security/detect-unsafe-regex -- each part ends at a character the next cannot start with: linear time
const SIGNED_URL = /^(?:https?:\/\/[^/]+)?\/api\/files\/([0-9a-f-]{36})(?:\?|$)/i;

/** A stored file named by its id, or by a signed URL `/api/files/{id}?…` that carries it. */
export const fileReferenceSchema = z
  .string({ error: 'Arquivo inválido' })
  .trim()
  .transform((value, ctx) => {
    const id = FILE_ID.test(value) ? value : SIGNED_URL.exec(value)?.[1];
    if (!id || !FILE_ID.test(id)) {
      ctx.addIssue({ code: 'custom', message: 'Arquivo inválido' });
      return z.NEVER;
    }
    return id.toLowerCase();
  });

/**
 * `PUT /api/solicitation/{id}`: any subset of the create fields, new photos as files, and the
 * photos to drop in `removePhotos` (file ids or their signed URLs).
 */
export const updateSolicitationSchema = z
  .object({ ...solicitationFields, urgency: urgencySchema, userId: sessionUserIdField })
  .partial()
  .extend({ removePhotos: z.array(fileReferenceSchema).max(100).optional() });
export type UpdateSolicitationInput = z.infer<typeof updateSolicitationSchema>;

export const solicitationStatuses = ['open', 'finished'] as const;

/** `GET /api/solicitation`: newest first; `status` open or finished; search on name, urgency, description. */
/** 'Do meu órgão', 'Compartilhadas' (docs/design.md §12); without it, all of them. */
export const SOLICITATION_SCOPES = ['organization', 'shared'] as const;

export const solicitationListQuerySchema = z.object({
  status: z.enum(solicitationStatuses, { error: 'Situação inválida' }).optional(),
  search: searchQuery,
  scope: z.enum(SOLICITATION_SCOPES, { error: 'Filtro inválido' }).optional(),
  ...pageQuery,
});
export type SolicitationListQuery = z.infer<typeof solicitationListQuerySchema>;

/**
 * The refusal of a call-out, a contact, an edit or a removal to whoever may not act on the request
 * (the spec's words; docs/design.md §12 keeps them for outsiders of a body's request).
 */
export const NOT_CREATOR = 'Somente o usuário que criou a solicitação pode pedir apoio.';

/** `PATCH /api/solicitation/{id}/responsible`: the member who answers for the request now. */
export const handoverSchema = z.object({ userId: z.uuid('Usuário inválido') });
export const NOT_A_MEMBER = 'Escolha um membro ativo do órgão da solicitação';

export const solicitationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  description: z.string(),
  place: z.string(),
  /** The mission's day (`YYYY-MM-DD`, Brasília), null when not given. */
  date: z.iso.date().nullable(),
  hour: z.string(),
  necessary_resources: z.string(),
  mission_details: z.string(),
  observation: z.string().nullable(),
  urgency: urgencySchema,
  /** The request's municipality and its UF, null without one. */
  ...municipalityRefFields,
  /** The mission's point (JSON numbers), null without a municipality. */
  ...pointFields,
  /** In the order of CAPABILITIES; empty when none. */
  requiredCapabilities: z.array(z.enum(CAPABILITIES)),
  /** Signed, expiring URLs of the photos. */
  urlsPhoto: z.array(z.string()),
  isFinished: z.boolean(),
  /** The mission report's id once the request is finished. */
  missionReportId: z.uuid().nullable(),
  /** The body that owns it (docs/design.md §12); null: its creator's alone. */
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Who answers for it: the creator, or the member a handover named. */
  responsible: z.object({
    id: z.uuid(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Solicitation = z.infer<typeof solicitationSchema>;

export const contactedDriverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Digits only, as the pilot registered it. */
  phone: z.string().nullable(),
});
export type ContactedDriver = z.infer<typeof contactedDriverSchema>;

/**
 * `GET /api/solicitation/{id}`: the request with its creator's contact; the pilots asked for
 * support are listed to GOVERNMENT and ADMIN (a pilot reads an empty list).
 */
export const solicitationDetailSchema = solicitationSchema.extend({
  userDetails: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }),
  ContactedDrivers: z.array(contactedDriverSchema),
});
export type SolicitationDetail = z.infer<typeof solicitationDetailSchema>;

/** `POST /api/contactedDriver`: `userId` is the pilot asked for support; the asker is the session. */
export const contactDriverSchema = z.object({
  solicitationId: z.uuid('Solicitação inválida'),
  userId: z.uuid('Droneiro inválido'),
});
export type ContactDriverInput = z.infer<typeof contactDriverSchema>;

export const contactDriverResponseSchema = z.object({
  solicitationId: z.uuid(),
  userId: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type ContactDriverResponse = z.infer<typeof contactDriverResponseSchema>;
