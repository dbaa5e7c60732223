import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

export function deleteDriverForm(id: string) {
  return apiRequest<void>(`/driverForm/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDriverForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriverForm,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
