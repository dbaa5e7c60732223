import * as equipmentApi from '@drones/shared/endpoints/equipment';
import type { CreateEquipmentInput } from '@drones/shared/pilot-data';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function createEquipment(input: CreateEquipmentInput, idempotencyKey: string) {
  return call(equipmentApi.createEquipment, { body: input, idempotencyKey });
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
