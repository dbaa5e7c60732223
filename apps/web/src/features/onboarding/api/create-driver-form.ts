import { DRIVER_FORM_FIELD } from '@drones/shared/pilot-data';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';

export interface CreateDriverFormRequest {
  userId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

export function createDriverForm({ userId, file, onProgress }: CreateDriverFormRequest) {
  const form = new FormData();
  form.append('userId', userId);
  form.append(DRIVER_FORM_FIELD, file);
  return apiUpload<{ id: string }>('/driverForm', { method: 'POST', body: form, onProgress });
}

export function useCreateDriverForm() {
  return useMutation({ mutationFn: createDriverForm });
}
