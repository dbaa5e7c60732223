import { useQuery } from '@tanstack/react-query';
import { pilotQueries } from '@/entities/pilot/pilot-queries';

export function useUserEquipments(userId: string) {
  return useQuery(pilotQueries.equipmentOf(userId));
}
