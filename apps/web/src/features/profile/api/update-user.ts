import * as usersApi from '@drones/shared/endpoints/users';
import type { UpdateUserInput } from '@drones/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sessionQueries } from '@/lib/session';

export interface UpdateUserRequest {
  id: string;
  input: UpdateUserInput;
  /** Only when a new photo was chosen; the fields then travel as multipart with it. */
  photo: File | null;
}

export function updateUser({ id, input, photo }: UpdateUserRequest) {
  let body: FormData | UpdateUserInput = input;
  if (photo) {
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined) form.append(key, value);
    }
    form.append('urlPhoto', photo);
    body = form;
  }
  return call(usersApi.updateUser, { params: { id }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The answer is the signed-in user as saved: the session shows it at once.
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueries.currentUser().queryKey, user);
    },
  });
}
