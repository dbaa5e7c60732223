import * as equipmentApi from '@drones/shared/endpoints/equipment';
import * as solicitationsApi from '@drones/shared/endpoints/solicitations';
import * as usersApi from '@drones/shared/endpoints/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The landing page's public counters. */
export const counterQueries = {
  drivers: () =>
    queryOptions({
      queryKey: [queryRoots.counters, 'drivers'],
      queryFn: ({ signal }) => call(usersApi.countDrivers, { signal }),
    }),
  equipment: () =>
    queryOptions({
      queryKey: [queryRoots.counters, 'equipment'],
      queryFn: ({ signal }) => call(equipmentApi.countEquipment, { signal }),
    }),
  finishedSolicitations: () =>
    queryOptions({
      queryKey: [queryRoots.counters, 'finishedSolicitations'],
      queryFn: ({ signal }) => call(solicitationsApi.countFinishedSolicitations, { signal }),
    }),
};

export function useDriversCount() {
  return useQuery({ ...counterQueries.drivers(), select: (data) => data.driversCount });
}

export function useEquipmentsCount() {
  return useQuery({ ...counterQueries.equipment(), select: (data) => data.equipmentsCount });
}

export function useFinishedSolicitationsCount() {
  return useQuery({
    ...counterQueries.finishedSolicitations(),
    select: (data) => data.solictationsFinishedCount,
  });
}
