import { solicitationQueries } from '@/entities/solicitation/solicitation-api';
import { usePagedList } from '@/lib/paged-list';

/** The pilots recommended for a request, best first, page by page. */
export function useMatches(solicitationId: string) {
  return usePagedList(solicitationQueries.matches(solicitationId));
}
