import type { Solicitation } from '@drones/shared/solicitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiUpload } from '@/lib/api-client';
import { solicitationFormData, type SolicitationFields } from './solicitation-form-data';

export interface CreateSolicitationRequest {
  fields: SolicitationFields;
  photos: File[];
  onProgress?: (fraction: number) => void;
}

export function createSolicitation({ fields, photos, onProgress }: CreateSolicitationRequest) {
  return apiUpload<Solicitation>('/solicitation', {
    method: 'POST',
    body: solicitationFormData(fields, photos),
    onProgress,
  });
}

export function useCreateSolicitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSolicitation,
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
