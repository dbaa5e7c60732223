import type { Disponibility, UpdateDisponibilityInput } from '@drones/shared/pilot-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from './invalidate-pilot-data';

export interface UpdateDisponibilityRequest {
  id: string;
  input: UpdateDisponibilityInput;
}

export function updateDisponibility({ id, input }: UpdateDisponibilityRequest) {
  return apiRequest<Disponibility>(`/disponibility/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateDisponibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisponibility,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
