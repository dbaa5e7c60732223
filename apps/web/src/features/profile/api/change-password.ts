import * as usersApi from '@drones/shared/endpoints/users';
import type { ChangePasswordInput } from '@drones/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { accountSessionQueries } from './sessions';

export function changePassword({ id, input }: { id: string; input: ChangePasswordInput }) {
  return call(usersApi.changePassword, { params: { id }, body: input });
}

/** A new password; the server ends the account's other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionQueries.all }),
  });
}
