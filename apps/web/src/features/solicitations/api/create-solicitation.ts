import type { Solicitation } from '@drones/shared/solicitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiUpload } from '@/lib/api-client';
import type { SolicitationFields } from '../components/solicitation-form-schema';
import { solicitationFormData } from './solicitation-form-data';

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
