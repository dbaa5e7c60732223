import * as driverFormApi from '@drones/shared/endpoints/driver-form';
import { DRIVER_FORM_FIELD } from '@drones/shared/pilot-data';
import { apiUpload } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

export interface CreateDriverFormRequest {
  userId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

export function createDriverForm(
  { userId, file, onProgress }: CreateDriverFormRequest,
  idempotencyKey: string,
) {
  const form = new FormData();
  form.append('userId', userId);
  form.append(DRIVER_FORM_FIELD, file);
  return apiUpload(driverFormApi.createDriverForm, {
    body: form,
    onProgress,
    idempotencyKey,
  });
}

export function useCreateDriverForm() {
  return useIdempotentMutation({ mutationFn: createDriverForm });
}
