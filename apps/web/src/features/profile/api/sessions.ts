import type { SessionInfo } from '@drones/shared/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const SESSIONS_KEY = ['auth', 'sessions'];

/** The signed-in user's open sessions, the current one marked. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest<SessionInfo[]>('/auth/sessions', { signal }),
  });
}

/** Ends every session of the user but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/auth/sessions', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
