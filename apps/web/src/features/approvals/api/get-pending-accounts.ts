import type { UserListItem } from '@drones/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PAGE_SIZE = 100;

export function getPendingAccounts({ signal }: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams({
    role: 'GOVERNMENT',
    status: 'pending',
    limit: String(PAGE_SIZE),
  });
  return apiRequest<UserListItem[]>(`/users?${params.toString()}`, { signal });
}

export function getPendingAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'pending'],
    queryFn: ({ signal }) => getPendingAccounts({ signal }),
  });
}

export function usePendingAccounts() {
  return useQuery(getPendingAccountsQueryOptions());
}
