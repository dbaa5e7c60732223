import * as communicationsApi from '@drones/shared/endpoints/communications';
import type { CreateCommunicationInput } from '@drones/shared/communications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

type Area = Pick<CreateCommunicationInput, 'uf' | 'municipalityCode' | 'radiusKm'>;

export const broadcastQueries = {
  /** How many pilots a broadcast to `area` would reach (every pilot without one). */
  recipients: (area: Area | null) =>
    queryOptions({
      queryKey: [queryRoots.broadcast, 'recipients', area],
      queryFn: ({ signal }) =>
        call(communicationsApi.countCommunicationRecipients, { query: area ?? {}, signal }),
    }),
};

/** The recipients' count of a broadcast to `area`; idle when null. */
export function useRecipientCount(area: Area | null) {
  return useQuery({
    ...broadcastQueries.recipients(area),
    enabled: area !== null,
    // The count stays shown while the next area's loads, so the line does not flicker.
    placeholderData: keepPreviousData,
  });
}
