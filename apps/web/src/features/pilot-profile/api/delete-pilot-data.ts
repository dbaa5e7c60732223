import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

/** The pilot data a pilot deletes on his own (LGPD), by the API's resource name. */
export type PilotDataResource = 'disponibility' | 'additionalData' | 'driverForm';

/** Deletes one of the pilot's records; his profile is read again afterwards. */
export function useDeletePilotData(resource: PilotDataResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/${resource}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
