import { useQuery } from '@tanstack/react-query';
import { pilotQueries } from './pilot-queries';

/** The signed-in pilot with his equipment, availability and additional data. */
export function usePilotProfile(id: string) {
  return useQuery(pilotQueries.detail(id));
}
