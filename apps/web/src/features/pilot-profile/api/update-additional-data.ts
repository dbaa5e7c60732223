import * as additionalDataApi from '@drones/shared/endpoints/additional-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { additionalDataFormData, type AdditionalDataFields } from './additional-data-form-data';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export interface UpdateAdditionalDataRequest {
  id: string;
  fields: AdditionalDataFields;
  certificates: File[];
  onProgress?: (fraction: number) => void;
}

export function updateAdditionalData({
  id,
  fields,
  certificates,
  onProgress,
}: UpdateAdditionalDataRequest) {
  return apiUpload(additionalDataApi.updateAdditionalData, {
    params: { id },
    body: additionalDataFormData(fields, certificates),
    onProgress,
  });
}

export function useUpdateAdditionalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdditionalData,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
