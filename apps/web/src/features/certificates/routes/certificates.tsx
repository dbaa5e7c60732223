import {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  type ReviewCertificateInput,
} from '@drones/shared/certificates';
import { FileCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { InlineLoader } from '@/components/inline-loader';
import { LoadFailure } from '@/components/load-failure';
import { serverMessageOf } from '@/lib/api-client';
import { LoadMore } from '@/components/load-more';
import { PrivatePage } from '@/components/private-page';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatInteger } from '@/lib/format';
import { UPDATE_FAILURE } from '@/lib/messages';
import { useCertificates } from '../api/get-certificates';
import { useReviewCertificate } from '../api/review-certificate';
import { CertificateCard } from '../components/certificate-card';
import { ReviewDialog, type PendingReview } from '../components/review-dialog';

const TABS: Record<CertificateStatus, { label: string; empty: string }> = {
  pending: { label: 'Pendentes', empty: 'Nenhum certificado pendente.' },
  verified: { label: 'Verificados', empty: 'Nenhum certificado verificado.' },
  rejected: { label: 'Rejeitados', empty: 'Nenhum certificado rejeitado.' },
};

/** The state shown, kept in the address (`?status=`) so a reload or a link keeps it. */
function useStatus() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = CERTIFICATE_STATUSES.find((known) => known === value) ?? 'pending';
  const change = (next: CertificateStatus) =>
    setParams(next === 'pending' ? {} : { status: next }, { replace: true });
  return { status, change };
}

export function CertificatesRoute() {
  useDocumentTitle('Certificados');
  const { status, change } = useStatus();
  const certificates = useCertificates(status);
  const review = useReviewCertificate();
  const [current, setCurrent] = useState<PendingReview | null>(null);

  const submit = async (input: ReviewCertificateInput) => {
    if (!current) return;
    try {
      await review.mutateAsync({ id: current.certificate.id, review: input });
    } catch (error) {
      // Field errors stay in the dialog; anything else is told here.
      if (!(error instanceof ApiError && error.errors.length > 0)) {
        toast({ title: serverMessageOf(error) ?? UPDATE_FAILURE, variant: 'destructive' });
      }
      throw error;
    }
    toast({
      title: input.status === 'verified' ? 'Certificado verificado.' : 'Certificado recusado.',
      description: current.certificate.pilot.name,
    });
    setCurrent(null);
  };

  let content: ReactNode;
  if (certificates.isPending) {
    content = <InlineLoader />;
  } else if (certificates.isError) {
    content = <LoadFailure onRetry={() => void certificates.refetch()} />;
  } else if (certificates.items.length === 0) {
    content = <EmptyState icon={FileCheck}>{TABS[status].empty}</EmptyState>;
  } else {
    content = (
      <>
        <p className="mb-3 text-sm text-slate-500" aria-live="polite">
          {formatInteger(certificates.total)}{' '}
          {certificates.total === 1 ? 'certificado' : 'certificados'}
        </p>
        <ul className="space-y-4">
          {certificates.items.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard
                certificate={certificate}
                disabled={review.isPending}
                onReview={(mode) => setCurrent({ certificate, mode })}
              />
            </li>
          ))}
        </ul>
        <LoadMore pages={certificates} />
      </>
    );
  }

  return (
    <PrivatePage
      title="Certificados"
      description={
        <p>
          Os certificados que os droneiros enviam em MAIS DADOS. Verifique cada um com a data de
          validade, ou recuse-o dizendo o motivo; o droneiro é avisado por e-mail.
        </p>
      }
    >
      <div role="group" aria-label="Situação" className="flex flex-wrap gap-2">
        {CERTIFICATE_STATUSES.map((tab) => (
          <Button
            key={tab}
            variant={tab === status ? 'default' : 'outline'}
            aria-pressed={tab === status}
            onClick={() => change(tab)}
          >
            {TABS[tab].label}
          </Button>
        ))}
      </div>
      <div className="mt-6">{content}</div>
      <ReviewDialog
        review={current}
        pending={review.isPending}
        onSubmit={submit}
        onCancel={() => setCurrent(null)}
      />
    </PrivatePage>
  );
}
