import type { CreateEquipmentInput, Equipment } from '@drones/shared/pilot-data';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function createEquipment(input: CreateEquipmentInput, idempotencyKey: string) {
  return apiRequest<Equipment>('/equipment', { method: 'POST', body: input, idempotencyKey });
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
