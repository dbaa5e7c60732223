import * as additionalDataApi from '@drones/shared/endpoints/additional-data';
import * as equipmentApi from '@drones/shared/endpoints/equipment';
import * as usersApi from '@drones/shared/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-list';
import { queryRoots } from '@/lib/query-keys';

/** A pilot's data, read by himself or by staff: one root, so a save refreshes every view of it. */
export const pilotQueries = {
  all: [queryRoots.pilots],
  /** A pilot with his equipment, availability, additional data and ANAC forms. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.pilots, 'detail', id],
      queryFn: ({ signal }) => call(usersApi.getUser, { params: { id }, signal }),
    }),
  /**
   * The registered pilots (DRIVER users), newest first, page by page; `search` matches name, city
   * and district on the server; `near` (a request's id) lists them nearest first to its place.
   */
  directory: (filters: { search?: string; near?: string }) =>
    pagedQueryOptions([queryRoots.pilots, 'directory'], usersApi.listUsers, { query: filters }),
  equipmentOf: (userId: string) =>
    queryOptions({
      queryKey: [queryRoots.pilots, 'equipmentOf', userId],
      queryFn: ({ signal }) =>
        call(equipmentApi.listPilotEquipment, { params: { userId }, signal }),
    }),
  equipment: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.pilots, 'equipment', id],
      queryFn: ({ signal }) => call(equipmentApi.getEquipment, { params: { id }, signal }),
    }),
  additionalData: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.pilots, 'additionalData', id],
      queryFn: ({ signal }) =>
        call(additionalDataApi.getAdditionalData, { params: { id }, signal }),
    }),
};
