import { useQuery } from '@tanstack/react-query';
import { pilotQueries } from '@/entities/pilot/pilot-queries';

export function useEquipment(id: string) {
  return useQuery(pilotQueries.equipment(id));
}
