import * as usersApi from '@drones/shared/endpoints/users';
import type { SignUpInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface SignUpRequest {
  input: SignUpInput;
  /** Sent as multipart with the fields when chosen; otherwise the fields go as JSON. */
  photo: File | null;
}

export function signUp({ input, photo }: SignUpRequest) {
  let body: FormData | SignUpInput = input;
  if (photo) {
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) if (value != null) form.append(key, value);
    form.append('urlPhoto', photo);
    body = form;
  }
  return call(usersApi.signUp, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
