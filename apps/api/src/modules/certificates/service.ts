import {
  addDays,
  CERTIFICATE_NOT_FOUND,
  todayInBrazil,
  type CertificateListQuery,
  type CertificateReviewItem,
  type ReviewCertificateInput,
} from '@drones/shared/certificates';
import { HttpError } from '../../lib/http-error';
import { keysetPage, type Page } from '../../lib/keyset';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import type { FileViewer } from '../../plugins/app/files/file-service';
import { record } from '../audit/service';
import { certificateExpiryMail, certificateReviewMail } from './emails';
import {
  claimExpiringCertificates,
  countCertificates,
  findCertificate,
  listCertificates,
  setCertificateReview,
  type CertificateReview,
  type CertificateRow,
} from './repository';

function itemOf(
  ctx: Pick<ServiceContext, 'files'>,
  viewer: FileViewer,
  row: CertificateRow,
): CertificateReviewItem {
  return {
    id: row.fileId,
    pilot: { id: row.pilotId, name: row.pilotName },
    url: ctx.files.signedUrl(row.fileId, viewer),
    status: row.status,
    expiresAt: row.expiresAt,
    reason: row.reason,
    // Stored files are PDFs or WEBP images (images are re-encoded at upload).
    contentType: row.contentType === 'application/pdf' ? 'application/pdf' : 'image/webp',
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/**
 * A page of the review queue (ADMIN). Showing the list reads no document: each one opened from
 * it is logged by the files route (docs/decisions/033-field-fixes.md).
 */
export function listCertificatePage(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  admin: SessionUser,
  query: CertificateListQuery,
): Promise<Page<CertificateReviewItem>> {
  return keysetPage(query, {
    rows: (limit, after) => listCertificates(ctx.db, query.status, limit, after),
    total: () => countCertificates(ctx.db, query.status),
    position: (row) => ({ createdAt: row.cursor, id: row.fileId }),
    view: (row) => itemOf(ctx, admin, row),
  });
}

/**
 * Verifies a certificate until a date or rejects it for a reason; an earlier review may be
 * changed. The review, its audit event and the pilot's e-mail are committed together.
 */
export async function reviewCertificate(
  ctx: Pick<ServiceContext, 'db' | 'files' | 'mail' | 'config'>,
  admin: SessionUser,
  fileId: string,
  input: ReviewCertificateInput,
  ip: string,
): Promise<CertificateReviewItem> {
  const review: CertificateReview =
    input.status === 'verified'
      ? { status: 'verified', expiresAt: input.expiresAt, reason: null }
      : { status: 'rejected', expiresAt: null, reason: input.reason };
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await setCertificateReview(tx, fileId, review)))
      throw new HttpError(404, CERTIFICATE_NOT_FOUND);
    const updated = await findCertificate(tx, fileId);
    if (!updated) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
    if (updated.pilotEmail) {
      const pilot = { id: updated.pilotId, name: updated.pilotName, email: updated.pilotEmail };
      await ctx.mail.enqueue(certificateReviewMail(pilot, input, ctx.config.PUBLIC_URL), tx);
    }
    await record(tx, {
      action: 'certificate.reviewed',
      actor: { id: admin.id, ip },
      target: { type: 'certificate', id: fileId },
      details: {
        status: review.status,
        ...(review.expiresAt ? { expiresAt: review.expiresAt } : {}),
        pilotId: updated.pilotId,
      },
    });
    return updated;
  });
  return itemOf(ctx, admin, row);
}

/** How many days before its expiry a verified certificate's pilot is reminded. */
export const REMINDER_DAYS = 30;

/**
 * E-mails each pilot whose verified certificate expires within REMINDER_DAYS of `now` (today in
 * Brasília included, expired ones left out), once per certificate and review: the rows are
 * claimed and the mails queued in one transaction. Answers how many were sent.
 */
export async function sendExpiryReminders(
  ctx: Pick<ServiceContext, 'db' | 'mail' | 'config'>,
  now: Date,
): Promise<number> {
  const today = todayInBrazil(now);
  return ctx.db.transaction(async (tx) => {
    const expiring = await claimExpiringCertificates(tx, {
      from: today,
      until: addDays(today, REMINDER_DAYS),
      now,
    });
    for (const certificate of expiring) {
      const pilot = { id: certificate.pilotId, name: certificate.name, email: certificate.email };
      await ctx.mail.enqueue(
        certificateExpiryMail(pilot, certificate.expiresAt, ctx.config.PUBLIC_URL),
        tx,
      );
    }
    return expiring.length;
  });
}
