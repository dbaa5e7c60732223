import { useQuery } from '@tanstack/react-query';
import { pilotQueries } from '@/entities/pilot/pilot-queries';

export function useAdditionalData(id: string) {
  return useQuery(pilotQueries.additionalData(id));
}
