import type { CreateDisponibilityInput, Disponibility } from '@drones/shared/pilot-data';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { invalidatePilotData } from './invalidate-pilot-data';

export function createDisponibility(input: CreateDisponibilityInput, idempotencyKey: string) {
  return apiRequest<Disponibility>('/disponibility', {
    method: 'POST',
    body: input,
    idempotencyKey,
  });
}

export function useCreateDisponibility() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createDisponibility,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
