import type { CommunicationCreated, CreateCommunicationInput } from '@drones/shared/communications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Records the communication; the server e-mails it to every registered pilot. */
export function sendCommunication(input: CreateCommunicationInput) {
  return apiRequest<CommunicationCreated>('/comunication', { method: 'POST', body: input });
}

export function useSendCommunication() {
  return useMutation({ mutationFn: sendCommunication });
}
