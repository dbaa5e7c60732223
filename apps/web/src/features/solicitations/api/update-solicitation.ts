import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiUpload } from '@/lib/api-client';
import type { SolicitationFields } from '../components/solicitation-form-schema';
import { solicitationFormData } from './solicitation-form-data';

export interface UpdateSolicitationRequest {
  id: string;
  fields: SolicitationFields;
  photos: File[];
  /** Signed URLs of the stored photos to drop (the server reads the file id in each). */
  removePhotos: string[];
  onProgress?: (fraction: number) => void;
}

export function updateSolicitation({
  id,
  fields,
  photos,
  removePhotos,
  onProgress,
}: UpdateSolicitationRequest) {
  return apiUpload(solicitationsApi.updateSolicitation, {
    params: { id },
    body: solicitationFormData(fields, photos, removePhotos),
    onProgress,
  });
}

export function useUpdateSolicitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSolicitation,
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
