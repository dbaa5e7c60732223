import type { CertificateStatus } from '@drones/shared/certificates';
import * as certificatesApi from '@drones/shared/endpoints/certificates';
import { pagedQueryOptions, usePagedList } from '@/lib/paged-list';
import { queryRoots } from '@/lib/query-keys';

const PAGE_SIZE = 20;

export const certificateQueries = {
  all: [queryRoots.certificates],
  /** The certificates in one state, page by page (ADMIN); pending ones oldest first. */
  list: (status: CertificateStatus) =>
    pagedQueryOptions(
      [queryRoots.certificates, 'list'],
      certificatesApi.listCertificates,
      { query: { status } },
      PAGE_SIZE,
    ),
};

export function useCertificates(status: CertificateStatus) {
  return usePagedList(certificateQueries.list(status));
}
