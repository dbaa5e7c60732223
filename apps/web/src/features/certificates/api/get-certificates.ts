import type { CertificateReviewItem, CertificateStatus } from '@drones/shared/certificates';
import { usePagedList } from '@/lib/paged-list';

const PAGE_SIZE = 20;

/** The certificates in one state, page by page (ADMIN); pending ones oldest first. */
export function useCertificates(status: CertificateStatus) {
  return usePagedList<CertificateReviewItem>(
    ['certificates'],
    '/certificates',
    { status },
    { limit: PAGE_SIZE },
  );
}
