import type { CreateDisponibilityInput, Disponibility } from '@drones/shared/pilot-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from './invalidate-pilot-data';

export function createDisponibility(input: CreateDisponibilityInput) {
  return apiRequest<Disponibility>('/disponibility', { method: 'POST', body: input });
}

export function useCreateDisponibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisponibility,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
