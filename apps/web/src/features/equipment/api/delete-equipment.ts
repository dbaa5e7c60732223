import * as equipmentApi from '@drones/shared/endpoints/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function deleteEquipment(id: string) {
  return call(equipmentApi.deleteEquipment, { params: { id } });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
