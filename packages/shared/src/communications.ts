import {
  optionalLongText,
  requiredLongText,
  requiredText,
  sessionUserIdField,
} from './text-fields';
import { z } from './zod-locale';

/** `POST /api/comunication` (the wire's spelling): a broadcast to every pilot. */
export const createCommunicationSchema = z.object({
  name: requiredText(200),
  description: requiredLongText(2000),
  comunication: requiredLongText(10_000),
  details: requiredLongText(5000),
  observation: optionalLongText(2000),
  userId: sessionUserIdField,
});
export type CreateCommunicationInput = z.infer<typeof createCommunicationSchema>;

export const communicationCreatedSchema = z.object({ id: z.uuid() });
export type CommunicationCreated = z.infer<typeof communicationCreatedSchema>;
