import * as disponibilityApi from '@drones/shared/endpoints/disponibility';
import type { UpdateDisponibilityInput } from '@drones/shared/pilot-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { invalidatePilotData } from './invalidate-pilot-data';

export interface UpdateDisponibilityRequest {
  id: string;
  input: UpdateDisponibilityInput;
}

export function updateDisponibility({ id, input }: UpdateDisponibilityRequest) {
  return call(disponibilityApi.updateDisponibility, { params: { id }, body: input });
}

export function useUpdateDisponibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisponibility,
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
