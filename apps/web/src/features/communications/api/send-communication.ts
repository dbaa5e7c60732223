import type { CreateCommunicationInput } from '@drones/shared/communications';
import * as communicationsApi from '@drones/shared/endpoints/communications';
import { call } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';

/** Records the communication; the server e-mails it to every registered pilot. */
export function sendCommunication(input: CreateCommunicationInput, idempotencyKey: string) {
  return call(communicationsApi.sendCommunication, { body: input, idempotencyKey });
}

export function useSendCommunication() {
  return useIdempotentMutation({ mutationFn: sendCommunication });
}
