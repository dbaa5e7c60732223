import type { ResetPasswordInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resetPath, type ResetLink } from './get-reset-token-status';

/** 204 on success; 409 when the link was used, 410 when it expired, 404 when unknown. */
export function resetPassword({ link, input }: { link: ResetLink; input: ResetPasswordInput }) {
  return apiRequest<void>(resetPath(link), { method: 'PATCH', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
