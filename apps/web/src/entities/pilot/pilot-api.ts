import type { UserListItem } from '@drones/shared/users';
import { usePagedList } from '@/lib/paged-list';

/**
 * The registered pilots (DRIVER users), newest first, page by page; `search` matches name, city
 * and district on the server; `near` (a request's id) lists them nearest first to its place,
 * each with his distance. Needs `pilots:read`: callers render it only for users who have it.
 */
export function usePilotDirectory(search?: string, near?: string) {
  return usePagedList<UserListItem>(['users', 'directory'], '/users', {
    search: search?.trim() || undefined,
    near,
  });
}
