import type { AuthResponse, LoginInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function login(input: LoginInput) {
  return apiRequest<AuthResponse>('/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
