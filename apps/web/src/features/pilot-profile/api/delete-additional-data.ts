import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function deleteAdditionalData(id: string) {
  return apiRequest<void>(`/additionalData/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAdditionalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdditionalData,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
