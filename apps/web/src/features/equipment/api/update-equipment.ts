import type { Equipment, UpdateEquipmentInput } from '@drones/shared/pilot-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export interface UpdateEquipmentRequest {
  id: string;
  input: UpdateEquipmentInput;
}

export function updateEquipment({ id, input }: UpdateEquipmentRequest) {
  return apiRequest<Equipment>(`/equipment/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
