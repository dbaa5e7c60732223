import type { CommunicationCreated, CreateCommunicationInput } from '@drones/shared/communications';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

/** Records the communication; the server e-mails it to every registered pilot. */
export function sendCommunication(input: CreateCommunicationInput, idempotencyKey: string) {
  return apiRequest<CommunicationCreated>('/comunication', {
    method: 'POST',
    body: input,
    idempotencyKey,
  });
}

export function useSendCommunication() {
  return useIdempotentMutation({ mutationFn: sendCommunication });
}
