import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from './invalidate-pilot-data';

export function deleteDisponibility(id: string) {
  return apiRequest<void>(`/disponibility/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDisponibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDisponibility,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
