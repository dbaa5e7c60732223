import { MATCH_PAGE_SIZE, type PilotMatch } from '@drones/shared/matching';
import { usePagedList } from '@/lib/paged-list';

/** The pilots recommended for a request, best first (docs/design.md §8 Matching), page by page. */
export function useMatches(solicitationId: string) {
  return usePagedList<PilotMatch>(
    ['solicitation', solicitationId, 'matches'],
    `/solicitation/${solicitationId}/matches`,
    {},
    { limit: MATCH_PAGE_SIZE },
  );
}
