import {
  optionalLongText,
  pageQuery,
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

/** `GET /api/communications`: the broadcasts as posted, readable in the app, newest first. */
export const communicationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  comunication: z.string(),
  details: z.string(),
  observation: z.string().nullable(),
  /** Who sent it ('Conta removida' once that account is erased). */
  sender: z.object({ name: z.string() }),
  createdAt: z.iso.datetime(),
});
export type Communication = z.infer<typeof communicationSchema>;

export const communicationListQuerySchema = z.object(pageQuery);
export type CommunicationListQuery = z.infer<typeof communicationListQuerySchema>;
