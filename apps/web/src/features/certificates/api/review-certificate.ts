import type { CertificateReviewItem, ReviewCertificateInput } from '@drones/shared/certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function reviewCertificate({ id, review }: { id: string; review: ReviewCertificateInput }) {
  return apiRequest<CertificateReviewItem>(`/certificates/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: review,
  });
}

export function useReviewCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCertificate,
    // The certificate moves from one state's list to another's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['certificates'] }),
  });
}
