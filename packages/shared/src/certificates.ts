import { lineString, pageQuery, REQUIRED_FIELD, requiredLongText } from './text-fields';
import { z } from './zod-locale';

/** A certificate's review (docs/design.md §8): pending on upload, then verified until a date, or rejected. */
export const CERTIFICATE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const certificateStatusLabels: Record<CertificateStatus, string> = {
  pending: 'Pendente',
  verified: 'Verificado',
  rejected: 'Rejeitado',
};

export const INVALID_STATUS = 'Situação inválida';
export const INVALID_DATE = 'Data inválida';
export const EXPIRY_NOT_FUTURE = 'A validade deve ser uma data futura';
export const CERTIFICATE_NOT_FOUND = 'Certificado não encontrado';

// Made once: building a formatter costs far more than formatting with it.
const brasiliaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (`YYYY-MM-DD`) in Brasília, where the platform's days begin and end. */
export function todayInBrazil(now: Date = new Date()): string {
  return brasiliaDate.format(now);
}

/** `YYYY-MM-DD` plus whole days, in the calendar (no clock, no time zone). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `2027-10-31` → `31/10/2027`. */
export function formatExpiryDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A `YYYY-MM-DD` that is a real day after today (Brasília). */
const futureDate = lineString({ error: REQUIRED_FIELD })
  .trim()
  .min(1, REQUIRED_FIELD)
  .pipe(z.iso.date({ error: INVALID_DATE }))
  .refine((value) => value > todayInBrazil(), EXPIRY_NOT_FUTURE);

/** The verification: valid until a future date. */
export const verifyCertificateSchema = z.object({
  status: z.literal('verified'),
  expiresAt: futureDate,
});

/** The refusal, with the reason the pilot is told. */
export const rejectCertificateSchema = z.object({
  status: z.literal('rejected'),
  reason: requiredLongText(1000),
});

/** `PATCH /api/certificates/{id}`: verified until a future date, or rejected for a reason. */
export const reviewCertificateSchema = z.discriminatedUnion(
  'status',
  [verifyCertificateSchema, rejectCertificateSchema],
  { error: INVALID_STATUS },
);
export type ReviewCertificateInput = z.infer<typeof reviewCertificateSchema>;

/** `GET /api/certificates`: one state (all of them without it), paged. */
export const certificateListQuerySchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES, { error: INVALID_STATUS }).optional(),
  ...pageQuery,
});
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;

/** A certificate as the pilot's additional data shows it (`id` is the file's, as in `url`). */
export const certificateSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** `YYYY-MM-DD` when verified. */
  expiresAt: z.string().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate in the admin's review queue. */
export const certificateReviewItemSchema = certificateSchema.extend({
  pilot: z.object({ id: z.uuid(), name: z.string() }),
  /** How the file is shown: an image in place, a PDF by its link (opened in a new tab). */
  contentType: z.enum(['image/webp', 'application/pdf']),
  uploadedAt: z.iso.datetime(),
});
export type CertificateReviewItem = z.infer<typeof certificateReviewItemSchema>;

/**
 * A verified certificate whose last valid day (`expiresAt`, Brasília) has passed: still
 * verified, but 'Vencido' wherever it is shown.
 */
export function isCertificateExpired(
  certificate: Pick<Certificate, 'status' | 'expiresAt'>,
  today: string = todayInBrazil(),
): boolean {
  return (
    certificate.status === 'verified' &&
    certificate.expiresAt !== null &&
    certificate.expiresAt < today
  );
}
