import type { UserListItem } from '@drones/shared/users';
import { usePagedList } from '@/lib/paged-list';

/**
 * The registered pilots (DRIVER users), newest first, page by page; `search` matches name, city
 * and district on the server. Needs `pilots:read`: callers render it only for users who have it.
 */
export function usePilotDirectory(search?: string) {
  return usePagedList<UserListItem>(['users', 'directory'], '/users', {
    search: search?.trim() || undefined,
  });
}
