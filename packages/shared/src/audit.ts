import { lineString, pageQuery } from './text-fields';
import { z } from './zod-locale';

/** The actions the audit log records (docs/design.md §9), as stored and sent. */
export const auditActions = [
  'login.succeeded',
  'login.failed',
  'logout',
  'password_reset.requested',
  'password_reset.completed',
  'email.changed',
  'password.changed',
  'government.approved',
  'government.rejected',
  'admin.created',
  'spreadsheet.exported',
  'data.exported',
  'account.erased',
  'pilot_data.deleted',
  'certificate.reviewed',
  'callout.created',
  'certificate.read',
  'driver_form.read',
  'membership.decided',
  'solicitation.handover',
  'share.created',
  'share.decided',
  'terms.accepted',
  'reachability.tested',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How each action reads in the audit page and its filter. */
export const auditActionLabels: Record<AuditAction, string> = {
  'login.succeeded': 'Entrada no sistema',
  'login.failed': 'Falha de entrada',
  logout: 'Saída do sistema',
  'password_reset.requested': 'Pedido de nova senha',
  'password_reset.completed': 'Senha redefinida pelo link',
  'email.changed': 'E-mail alterado',
  'password.changed': 'Senha alterada',
  'government.approved': 'Conta da Defesa Civil aprovada',
  'government.rejected': 'Conta da Defesa Civil recusada',
  'admin.created': 'Administrador criado',
  'spreadsheet.exported': 'Planilha exportada',
  'data.exported': 'Dados pessoais exportados',
  'account.erased': 'Conta excluída',
  'pilot_data.deleted': 'Dados de droneiro excluídos',
  'certificate.reviewed': 'Certificado avaliado',
  'callout.created': 'Convocação de droneiros',
  'certificate.read': 'Leitura de certificados',
  'driver_form.read': 'Leitura de formulários da ANAC',
  'membership.decided': 'Decisão sobre membro de órgão',
  'solicitation.handover': 'Responsabilidade passada',
  'share.created': 'Pedido de apoio a outro órgão',
  'share.decided': 'Resposta a pedido de apoio de outro órgão',
  'terms.accepted': 'Termo de adesão aceito',
  'reachability.tested': 'Teste de alcance',
};

/** What an event is about: `targetId` is the id of a row of that kind. */
export const auditTargetTypes = ['user', 'solicitation', 'certificate', 'organization'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditTargetLabels: Record<AuditTargetType, string> = {
  user: 'Conta',
  solicitation: 'Solicitação',
  certificate: 'Certificado',
  organization: 'Órgão',
};

/**
 * An event's details: a small flat object, never a secret (no password, token or hash), and no
 * text the user typed that could be one (an unknown e-mail at login may be a password).
 */
export type AuditDetails = Record<string, string | number | boolean | string[]>;
export const auditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `from` or `to` parameter: a day (`2026-05-01`, a whole day in Brasília time, UTC−03:00) or an
 * instant with its offset (`2026-05-01T14:30:00Z`, `…-03:00`).
 */
const dateOrInstant = (name: string) =>
  lineString()
    .max(40)
    .pipe(
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
        error: `Data inválida em ${name}`,
      }),
    )
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return (
        year >= 1900 &&
        !Number.isNaN(new Date(DATE.test(value) ? `${value}T00:00Z` : value).getTime())
      );
    }, `Data inválida em ${name}`)
    .optional();

/** Whether a `from`/`to` value names a whole day rather than an instant. */
export const isAuditDay = (value: string): boolean => DATE.test(value);

/** `GET /api/audit`: newest first, filtered by who, what and when. */
export const auditQuerySchema = z.object({
  actor: lineString().pipe(z.uuid('Pessoa inválida')).optional(),
  action: z.enum(auditActions, { error: 'Ação inválida' }).optional(),
  from: dateOrInstant('from'),
  to: dateOrInstant('to'),
  ...pageQuery,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The target name of an event about a request that has since been removed. */
export const REMOVED_REQUEST_NAME = 'Solicitação removida';

/** One event as `GET /api/audit` lists it. */
export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.enum(auditActions),
  /** Who acted; null when nobody was signed in (a failed login, a reset request, the CLI). */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /**
   * The target's name: the account's when the target is a user, the request's when it is a
   * solicitation ('Solicitação removida' once deleted); null otherwise.
   */
  targetName: z.string().nullable(),
  ip: z.string().nullable(),
  details: auditDetailsSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
