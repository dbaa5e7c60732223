import type { ContactDriverInput, ContactDriverResponse } from '@drones/shared/solicitations';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

/** Asks a pilot (`userId`) to take part in the signed-in creator's request. */
export function contactDriver(input: ContactDriverInput, idempotencyKey: string) {
  return apiRequest<ContactDriverResponse>('/contactedDriver', {
    method: 'POST',
    body: input,
    idempotencyKey,
  });
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
