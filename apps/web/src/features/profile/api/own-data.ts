import type { EraseAccountInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';

/** Downloads the user's own data (LGPD) as meus-dados-AAAA-MM-DD.zip. */
export function useExportOwnData() {
  return useMutation({
    mutationFn: () =>
      apiDownload('/users/me/export', `meus-dados-${new Date().toISOString().slice(0, 10)}.zip`),
  });
}

/** Erases the signed-in account; its sessions end on the server at once. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountInput) =>
      apiRequest<void>('/users/me', { method: 'DELETE', body: input }),
  });
}
