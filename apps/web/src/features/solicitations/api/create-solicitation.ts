import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiUpload } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import type { SolicitationFields } from '../components/solicitation-form-schema';
import { solicitationFormData } from './solicitation-form-data';

export interface CreateSolicitationRequest {
  fields: SolicitationFields;
  photos: File[];
  onProgress?: (fraction: number) => void;
}

export function createSolicitation(
  { fields, photos, onProgress }: CreateSolicitationRequest,
  idempotencyKey: string,
) {
  return apiUpload(solicitationsApi.createSolicitation, {
    body: solicitationFormData(fields, photos),
    onProgress,
    idempotencyKey,
  });
}

export function useCreateSolicitation() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createSolicitation,
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
