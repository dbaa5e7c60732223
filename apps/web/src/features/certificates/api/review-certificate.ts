import type { ReviewCertificateInput } from '@drones/shared/certificates';
import * as certificatesApi from '@drones/shared/endpoints/certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { certificateQueries } from './get-certificates';

export function reviewCertificate({ id, review }: { id: string; review: ReviewCertificateInput }) {
  return call(certificatesApi.reviewCertificate, { params: { id }, body: review });
}

export function useReviewCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCertificate,
    // The certificate moves from one state's list to another's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateQueries.all }),
  });
}
