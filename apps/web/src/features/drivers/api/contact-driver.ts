import type { ContactDriverInput, ContactDriverResponse } from '@drones/shared/solicitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiRequest } from '@/lib/api-client';

/** Asks a pilot (`userId`) to take part in the signed-in creator's request. */
export function contactDriver(input: ContactDriverInput) {
  return apiRequest<ContactDriverResponse>('/contactedDriver', { method: 'POST', body: input });
}

export function useContactDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contactDriver,
    // The request's ContactedDrivers changed.
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
