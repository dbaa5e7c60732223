import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../communications')) };
}

export const countCommunicationRecipients = {
  method: 'GET',
  path: '/comunication/recipients',
  operationId: 'countCommunicationRecipients',
  access: 'communications:send',
  schemas: async () => {
    const { communicationAreaQuerySchema, communicationRecipientsSchema, errorResponses } =
      await load();
    return {
      query: communicationAreaQuerySchema,
      responses: { 200: communicationRecipientsSchema, ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const sendCommunication = {
  method: 'POST',
  path: '/comunication',
  operationId: 'sendCommunication',
  access: 'communications:send',
  schemas: async () => {
    const { communicationCreatedSchema, createCommunicationSchema, errorResponses } = await load();
    return {
      body: createCommunicationSchema,
      responses: { 201: communicationCreatedSchema, ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const listCommunications = {
  method: 'GET',
  path: '/communications',
  operationId: 'listCommunications',
  access: 'authenticated',
  schemas: async () => {
    const { communicationListQuerySchema, communicationSchema, errorResponses, z } = await load();
    return {
      query: communicationListQuerySchema,
      responses: { 200: z.array(communicationSchema), ...errorResponses(400, 401, 429) },
    };
  },
} satisfies Endpoint;
