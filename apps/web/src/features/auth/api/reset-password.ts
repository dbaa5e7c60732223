import * as authApi from '@drones/shared/endpoints/auth';
import type { ResetPasswordInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { resetParams, type ResetLink } from './get-reset-token-status';

/** 204 on success; 409 when the link was used, 410 when it expired, 404 when unknown. */
export function resetPassword({ link, input }: { link: ResetLink; input: ResetPasswordInput }) {
  return call(authApi.resetPassword, { params: resetParams(link), body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
