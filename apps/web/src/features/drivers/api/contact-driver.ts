import * as contactedDriversApi from '@drones/shared/endpoints/contacted-drivers';
import type { ContactDriverInput } from '@drones/shared/solicitations';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { call } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

/** Asks a pilot (`userId`) to take part in the signed-in creator's request. */
export function contactDriver(input: ContactDriverInput, idempotencyKey: string) {
  return call(contactedDriversApi.contactDriver, { body: input, idempotencyKey });
}

/** A resent ask (a retry after a lost answer) is done once (ADR 032). */
export function useContactDriver() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: contactDriver,
    // The request's ContactedDrivers changed.
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
