import { municipalityCodeSchema, UFS } from './places';
import { MEMBERSHIP_ROLES, MEMBERSHIP_STATUSES } from './memberships';
import { URGENCIES } from './solicitations';
import {
  optionalLongText,
  pageQuery,
  requiredLongText,
  requiredText,
  searchQuery,
} from './text-fields';
import { emailSchema, phoneSchema } from './users';
import { z } from './zod-locale';

// Civil-defence bodies and their members (docs/design.md §12).

export const ORGANIZATION_KINDS = ['municipal', 'estadual', 'federal', 'outro'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const organizationKindLabels: Record<OrganizationKind, string> = {
  municipal: 'Municipal',
  estadual: 'Estadual',
  federal: 'Federal',
  outro: 'Outro',
};

export const SHARE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const ORGANIZATION_NOT_FOUND = 'Órgão não encontrado';
export const ORGANIZATION_KIND_INVALID = 'Tipo de órgão inválido';
export const MUNICIPALITY_REQUIRED = 'Informe o município do órgão municipal';
export const UF_REQUIRED = 'Informe a UF do órgão estadual';
export const UF_INVALID = 'UF inválida';
export const MEMBER_NOT_FOUND = 'Membro não encontrado';
export const ONLY_GOVERNMENT_JOINS = 'Somente contas da Defesa Civil participam de um órgão';
export const ACTIVE_ELSEWHERE = 'Este usuário já participa de outro órgão.';
export const ONLY_COORDINATORS =
  'Somente os coordenadores do órgão podem ver e decidir sobre os seus membros.';
export const FIRST_MEMBER_BY_ADMIN =
  'O primeiro membro do órgão é aprovado pelo administrador da plataforma.';

const ufSchema = z.enum(UFS, { error: UF_INVALID });

/** One row of `GET /api/organizations` (public: the sign-up picks a body from it). */
export const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  /** The state's, or a municipal body's municipality's; null for a federal or other body. */
  uf: z.string().nullable(),
  municipalityCode: z.number().int().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** A body as its creation and changes answer (ADMIN). */
export const organizationDetailSchema = organizationSchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

const fields = {
  name: requiredText(150),
  kind: z.enum(ORGANIZATION_KINDS, { error: ORGANIZATION_KIND_INVALID }),
  municipalityCode: municipalityCodeSchema.optional(),
  uf: ufSchema.nullish(),
  phone: phoneSchema.nullish(),
  email: emailSchema.nullish(),
};

/** A municipal body names its municipality; a state body, its UF. */
function requirePlace(
  value: { kind?: OrganizationKind; municipalityCode?: number | null; uf?: string | null },
  context: z.RefinementCtx,
) {
  if (value.kind === 'municipal' && !value.municipalityCode) {
    context.addIssue({
      code: 'custom',
      path: ['municipalityCode'],
      message: MUNICIPALITY_REQUIRED,
    });
  }
  if (value.kind === 'estadual' && !value.uf) {
    context.addIssue({ code: 'custom', path: ['uf'], message: UF_REQUIRED });
  }
}

/** `POST /api/organizations` (ADMIN). */
export const createOrganizationSchema = z.object(fields).superRefine(requirePlace);
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

/** `PATCH /api/organizations/{id}` (ADMIN): any subset; the result must still name its place. */
export const updateOrganizationSchema = z.object(fields).partial();
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/** `GET /api/organizations`: by name (accents and case ignored) and UF, ordered by name. */
export const organizationListQuerySchema = z.object({
  search: searchQuery,
  uf: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(ufSchema)
    .optional(),
  ...pageQuery,
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

/** One member of a body, for its coordinators and ADMIN. */
export const memberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(MEMBERSHIP_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES, { error: 'Situação inválida' }).optional(),
});

/** `PATCH /api/organizations/{id}/members/{userId}`: a decision, and optionally the role. */
export const memberDecisionSchema = z.object({
  status: z.enum(['active', 'rejected', 'removed'], { error: 'Situação inválida' }),
  role: z.enum(MEMBERSHIP_ROLES, { error: 'Papel inválido' }).optional(),
});
export type MemberDecision = z.infer<typeof memberDecisionSchema>;

// Sharing a body's request with another body (docs/design.md §12).

export const SHARE_NEEDS_BODY = 'Só a solicitação de um órgão pode ser compartilhada.';
export const SHARE_WITH_OWNER = 'A solicitação já pertence a este órgão.';
export const SHARE_EXISTS = 'A solicitação já foi compartilhada com este órgão.';
export const SHARE_NOT_FOUND = 'Pedido de apoio não encontrado';
export const ONLY_INVITED_COORDINATORS =
  'Somente os coordenadores do órgão convidado podem responder ao pedido de apoio.';

/** `POST /api/solicitation/{id}/shares`. */
export const shareInputSchema = z.object({
  organizationId: z.uuid('Órgão inválido'),
  message: optionalLongText(1000),
});
export type ShareInput = z.infer<typeof shareInputSchema>;

/** A request's share, as its owner's members and the invited body read it. */
export const shareSchema = z.object({
  organizationId: z.uuid(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(SHARE_STATUSES),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** `GET /api/shares`: the requests other bodies asked the user's body to support. */
export const incomingShareSchema = z.object({
  solicitation: z.object({ id: z.uuid(), name: z.string(), urgency: z.enum(URGENCIES) }),
  organizationId: z.uuid(),
  status: z.enum(SHARE_STATUSES),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type IncomingShare = z.infer<typeof incomingShareSchema>;

export const incomingShareQuerySchema = z.object({
  status: z.enum(SHARE_STATUSES, { error: 'Situação inválida' }).optional(),
});

/** `PATCH /api/solicitation/{id}/shares/{organizationId}`: a coordinator of the invited body. */
export const shareDecisionSchema = z.object({
  status: z.enum(['accepted', 'declined'], { error: 'Situação inválida' }),
});

// The terms of adhesion to voluntary service (Lei 9.608/1998; docs/design.md §12).

export const TERMS_CHANNELS = ['web', 'email', 'push', 'whatsapp', 'sms'] as const;
export type TermsChannel = (typeof TERMS_CHANNELS)[number];

/** What every accept for a body's request says. */
export const termsSentence = (body: string) =>
  `Ao confirmar, você aceita o termo de adesão ao serviço voluntário de ${body}`;

/** A body's terms until its coordinators write their own. */
export const defaultTerms = (body: string) =>
  [
    `Termo de adesão ao serviço voluntário — ${body}`,
    '',
    `Pelo presente termo, o(a) voluntário(a) adere ao serviço voluntário prestado a ${body}, ` +
      'nos termos da Lei nº 9.608, de 18 de fevereiro de 1998.',
    'O serviço voluntário não gera vínculo empregatício nem obrigação de natureza trabalhista, ' +
      'previdenciária ou afim, e é prestado sem remuneração.',
    'O(A) voluntário(a) segue as orientações da coordenação da operação, as normas de segurança ' +
      'e a legislação aplicável ao voo de aeronaves não tripuladas.',
    'O(A) voluntário(a) pode encerrar a sua participação a qualquer momento, avisando a ' +
      'coordenação.',
  ].join('\n');

export const ONLY_BODY_COORDINATORS = 'Somente os coordenadores do órgão podem alterar o termo.';

export const termsSchema = z.object({ text: z.string(), version: z.number().int() });
export type Terms = z.infer<typeof termsSchema>;

/** `PATCH /api/organizations/{id}/terms`: a new version, asked again at the next accept. */
export const termsInputSchema = z.object({ text: requiredLongText(20000) });

/** `GET /api/users/me/terms`: the terms the pilot accepted, oldest first. */
export const termsAcceptanceSchema = z.object({
  organizationId: z.uuid(),
  organization: z.string(),
  version: z.number().int(),
  at: z.iso.datetime(),
  channel: z.enum(TERMS_CHANNELS),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
