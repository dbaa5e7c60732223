import * as ownDataApi from '@drones/shared/endpoints/own-data';
import type { EraseAccountInput } from '@drones/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, call } from '@/lib/api-client';

/** Downloads the user's own data (LGPD) as meus-dados-AAAA-MM-DD.zip. */
export function useExportOwnData() {
  return useMutation({
    mutationFn: () =>
      apiDownload(
        ownDataApi.exportOwnData,
        `meus-dados-${new Date().toISOString().slice(0, 10)}.zip`,
      ),
  });
}

/** Erases the signed-in account; its sessions end on the server at once. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountInput) => call(ownDataApi.eraseOwnAccount, { body: input }),
  });
}
