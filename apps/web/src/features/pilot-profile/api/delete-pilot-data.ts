import * as additionalDataApi from '@drones/shared/endpoints/additional-data';
import * as disponibilityApi from '@drones/shared/endpoints/disponibility';
import * as driverFormApi from '@drones/shared/endpoints/driver-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { invalidatePilotData } from '@/entities/pilot/invalidate-pilot-data';

/** The deletion of each record a pilot deletes on his own (LGPD). */
const deletions = {
  disponibility: disponibilityApi.deleteDisponibility,
  additionalData: additionalDataApi.deleteAdditionalData,
  driverForm: driverFormApi.deleteDriverForm,
};

/** The pilot data a pilot deletes on his own, by the API's resource name. */
export type PilotDataResource = keyof typeof deletions;

/** Deletes one of the pilot's records; his profile is read again afterwards. */
export function useDeletePilotData(resource: PilotDataResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deletions[resource], { params: { id } }),
    onSuccess: () => invalidatePilotData(queryClient),
  });
}
