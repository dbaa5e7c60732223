import {
  certificateStatusLabels,
  formatExpiryDate,
  isCertificateExpired,
  type Certificate,
  type CertificateStatus,
} from '@drones/shared/certificates';
import { cn } from '@/lib/utils';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const STATUS_COLORS: Record<CertificateStatus, string> = {
  pending: 'bg-amber-50 text-amber-900',
  verified: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
};

/**
 * A certificate's review wherever certificates are shown (the pilot's own page, civil defence's
 * view of a pilot, the admin's queue): 'Pendente', 'Verificado' with its validity, and 'Vencido'
 * once that has passed, or 'Rejeitado' with the reason.
 */
export function CertificateState({
  certificate,
  className,
}: {
  certificate: Pick<Certificate, 'status' | 'expiresAt' | 'reason'>;
  className?: string;
}) {
  const { status, expiresAt, reason } = certificate;
  return (
    <div className={cn('space-y-1 text-xs', className)}>
      <p className="flex flex-wrap items-center gap-1.5">
        <span className={cn(BADGE, STATUS_COLORS[status])}>{certificateStatusLabels[status]}</span>
        {isCertificateExpired(certificate) && (
          <span className={cn(BADGE, 'bg-red-700 text-white')}>Vencido</span>
        )}
      </p>
      {status === 'verified' && expiresAt && (
        <p className="text-slate-700">Válido até {formatExpiryDate(expiresAt)}</p>
      )}
      {status === 'rejected' && reason && (
        <p className="wrap-anywhere whitespace-pre-line text-slate-700">Motivo: {reason}</p>
      )}
    </div>
  );
}
