import type { CreateEquipmentInput, Equipment } from '@drones/shared/pilot-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function createEquipment(input: CreateEquipmentInput) {
  return apiRequest<Equipment>('/equipment', { method: 'POST', body: input });
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
