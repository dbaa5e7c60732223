import { useQuery } from '@tanstack/react-query';
import { pilotQueries } from '@/entities/pilot/pilot-queries';

/** A pilot with his equipment, availability, additional data and ANAC forms. */
export function useDriver(id: string) {
  return useQuery(pilotQueries.detail(id));
}
