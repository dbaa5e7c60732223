import * as authApi from '@drones/shared/endpoints/auth';
import type { LoginInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function login(input: LoginInput) {
  return call(authApi.logIn, { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
