import * as equipmentApi from '@drones/shared/endpoints/equipment';
import type { UpdateEquipmentInput } from '@drones/shared/pilot-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export interface UpdateEquipmentRequest {
  id: string;
  input: UpdateEquipmentInput;
}

export function updateEquipment({ id, input }: UpdateEquipmentRequest) {
  return call(equipmentApi.updateEquipment, { params: { id }, body: input });
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
