import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function deleteEquipment(id: string) {
  return apiRequest<void>(`/equipment/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
