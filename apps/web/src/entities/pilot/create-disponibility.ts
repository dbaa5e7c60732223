import * as disponibilityApi from '@drones/shared/endpoints/disponibility';
import type { CreateDisponibilityInput } from '@drones/shared/pilot-data';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { invalidatePilotData } from './invalidate-pilot-data';

export function createDisponibility(input: CreateDisponibilityInput, idempotencyKey: string) {
  return call(disponibilityApi.createDisponibility, { body: input, idempotencyKey });
}

export function useCreateDisponibility() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createDisponibility,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
