import type {
  CommunicationRecipients,
  CreateCommunicationInput,
} from '@drones/shared/communications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type Area = Pick<CreateCommunicationInput, 'uf' | 'municipalityCode' | 'radiusKm'>;

/** How many pilots a broadcast to `area` would reach (every pilot without one); idle when null. */
export function useRecipientCount(area: Area | null) {
  return useQuery({
    queryKey: ['communication-recipients', area],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(area ?? {})) {
        if (value != null) query.set(name, String(value));
      }
      return apiRequest<CommunicationRecipients>(`/comunication/recipients?${query}`, { signal });
    },
    enabled: area !== null,
    // The count stays shown while the next area's loads, so the line does not flicker.
    placeholderData: keepPreviousData,
  });
}
