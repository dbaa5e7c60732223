import type { ForgotPasswordInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Answers 202 whether or not the e-mail is registered. */
export function forgotPassword(input: ForgotPasswordInput) {
  return apiRequest<{ message: string }>('/users/forgotPassword', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
