import { usePagedList } from '@/lib/paged-list';
import { pilotQueries } from './pilot-queries';

/**
 * The registered pilots, page by page (`pilotQueries.directory`). Needs `pilots:read`: callers
 * render it only for users who have it.
 */
export function usePilotDirectory(search?: string, near?: string) {
  return usePagedList(pilotQueries.directory({ search: search?.trim() || undefined, near }));
}
