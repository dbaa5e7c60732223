import * as additionalDataApi from '@drones/shared/endpoints/additional-data';
import { useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { additionalDataFormData, type AdditionalDataFields } from './additional-data-form-data';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export interface CreateAdditionalDataRequest {
  fields: AdditionalDataFields;
  certificates: File[];
  onProgress?: (fraction: number) => void;
}

export function createAdditionalData(
  { fields, certificates, onProgress }: CreateAdditionalDataRequest,
  idempotencyKey: string,
) {
  return apiUpload(additionalDataApi.createAdditionalData, {
    body: additionalDataFormData(fields, certificates),
    onProgress,
    idempotencyKey,
  });
}

export function useCreateAdditionalData() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createAdditionalData,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
