import * as authApi from '@drones/shared/endpoints/auth';
import type { ForgotPasswordInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Answers 202 whether or not the e-mail is registered. */
export function forgotPassword(input: ForgotPasswordInput) {
  return call(authApi.requestPasswordReset, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
