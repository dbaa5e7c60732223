import type { CertificateReviewItem } from '@drones/shared/certificates';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CertificateState } from '@/entities/pilot/certificate-state';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { CertificatePreview } from './certificate-preview';

export type ReviewMode = 'verified' | 'rejected';

interface CertificateCardProps {
  certificate: CertificateReviewItem;
  onReview: (mode: ReviewMode) => void;
  disabled: boolean;
}

const DECISIONS = {
  rejected: { label: 'Recusar', Icon: X, variant: 'outline' },
  verified: { label: 'Verificar', Icon: Check, variant: 'default' },
} as const;

/** A decision on the certificate, described by its heading (whose certificate it is). */
function ReviewButton({
  mode,
  onReview,
  disabled,
  headingId,
}: Omit<CertificateCardProps, 'certificate'> & { mode: ReviewMode; headingId: string }) {
  const { label, Icon, variant } = DECISIONS[mode];
  return (
    <Button
      variant={variant}
      className="flex-1 sm:flex-none"
      disabled={disabled}
      onClick={() => onReview(mode)}
      aria-describedby={headingId}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * One certificate: whose it is, when it came, the file, its state and the decisions still open:
 * a pending one may be verified or rejected, a verified one still rejected (ADR 033), a rejected
 * one waits for the pilot to send another.
 */
export function CertificateCard({ certificate, onReview, disabled }: CertificateCardProps) {
  const headingId = `certificado-${certificate.id}`;
  const { status } = certificate;
  const review = { onReview, disabled, headingId };
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6 md:flex-row">
      <div className="md:w-72 md:shrink-0">
        <CertificatePreview certificate={certificate} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Link
              to={paths.driver(certificate.pilot.id)}
              className="text-brand-700 rounded-sm underline-offset-4 hover:underline"
            >
              {certificate.pilot.name}
            </Link>
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-500">Enviado em</dt>
            <dd className="text-slate-800">{formatDate(certificate.uploadedAt)}</dd>
            <dt className="font-medium text-slate-500">Situação</dt>
            <dd>
              <CertificateState certificate={certificate} />
            </dd>
          </dl>
        </div>
        {status !== 'rejected' && (
          <div className="mt-auto flex gap-3 sm:justify-end">
            <ReviewButton mode="rejected" {...review} />
            {status === 'pending' && <ReviewButton mode="verified" {...review} />}
          </div>
        )}
      </div>
    </Card>
  );
}
