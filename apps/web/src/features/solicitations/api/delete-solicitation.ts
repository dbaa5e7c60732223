import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiRequest } from '@/lib/api-client';

export function deleteSolicitation(id: string) {
  return apiRequest<void>(`/solicitation/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSolicitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSolicitation,
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
