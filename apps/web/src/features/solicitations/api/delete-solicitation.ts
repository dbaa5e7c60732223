import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { call } from '@/lib/api-client';

export function deleteSolicitation(id: string) {
  return call(solicitationsApi.deleteSolicitation, { params: { id } });
}

export function useDeleteSolicitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSolicitation,
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
