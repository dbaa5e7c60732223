import { optionalText, requiredText, sessionUserIdField } from './text-fields';
import { z } from './zod-locale';

/** `POST /api/comunication` (the wire's spelling): a broadcast to every pilot. */
export const createCommunicationSchema = z.object({
  name: requiredText(200),
  description: requiredText(2000),
  comunication: requiredText(10_000),
  details: requiredText(5000),
  observation: optionalText(2000),
  userId: sessionUserIdField,
});
export type CreateCommunicationInput = z.infer<typeof createCommunicationSchema>;

export const communicationCreatedSchema = z.object({ id: z.uuid() });
export type CommunicationCreated = z.infer<typeof communicationCreatedSchema>;
