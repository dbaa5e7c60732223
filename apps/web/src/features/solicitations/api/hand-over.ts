import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invalidateSolicitations,
  solicitationQueries,
} from '@/entities/solicitation/solicitation-api';
import { call } from '@/lib/api-client';

/** Hands the request over to another active member of its body (a shift change). */
export function useHandOver(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(solicitationsApi.handOverSolicitation, { params: { id }, body: { userId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(solicitationQueries.detail(id).queryKey, (current) =>
        current ? { ...current, ...answer } : current,
      );
      void invalidateSolicitations(queryClient);
    },
  });
}
