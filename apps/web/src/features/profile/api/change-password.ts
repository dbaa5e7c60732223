import type { ChangePasswordInput } from '@drones/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function changePassword({ id, input }: { id: string; input: ChangePasswordInput }) {
  return apiRequest<void>(`/users/${encodeURIComponent(id)}/password`, {
    method: 'PUT',
    body: input,
  });
}

/** A new password; the server ends the account's other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
}
