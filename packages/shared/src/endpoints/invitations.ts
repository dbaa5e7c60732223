import type { Endpoint } from '../endpoint';
import { deleteById, loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../invitations')) };
}

export const listMyInvitations = {
  method: 'GET',
  path: '/invitations',
  operationId: 'listMyInvitations',
  access: 'invitations:answer',
  schemas: async () => {
    const { errorResponses, invitationListQuerySchema, invitationSchema, z } = await load();
    return {
      query: invitationListQuerySchema,
      responses: { 200: z.array(invitationSchema), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const getInvitation = {
  method: 'GET',
  path: '/invitations/:id',
  operationId: 'getInvitation',
  access: 'public',
  schemas: async () => {
    const { errorResponses, idParams, invitationSchema, invitationTokenQuerySchema } = await load();
    return {
      params: idParams,
      query: invitationTokenQuerySchema,
      responses: { 200: invitationSchema, ...errorResponses(400, 404, 429) },
    };
  },
} satisfies Endpoint;

export const answerInvitation = {
  method: 'POST',
  path: '/invitations/:id/answer',
  operationId: 'answerInvitation',
  access: 'public',
  schemas: async () => {
    const { answerInvitationSchema, errorResponses, idParams, invitationSchema } = await load();
    return {
      params: idParams,
      body: answerInvitationSchema,
      responses: { 200: invitationSchema, ...errorResponses(400, 404, 409, 429) },
    };
  },
} satisfies Endpoint;

export const callOutPilots = {
  method: 'POST',
  path: '/solicitation/:id/callout',
  operationId: 'callOutPilots',
  access: 'solicitations:manage',
  schemas: async () => {
    const { calloutResponseSchema, calloutSchema, errorResponses, idParams } = await load();
    return {
      params: idParams,
      body: calloutSchema,
      responses: {
        201: calloutResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    };
  },
} satisfies Endpoint;

export const getAutoCallout = {
  method: 'GET',
  path: '/solicitation/:id/callout/auto',
  operationId: 'getAutoCallout',
  access: 'pilots:read',
  schemas: async () => {
    const { autoCalloutSchema, errorResponses, idParams } = await load();
    return {
      params: idParams,
      responses: {
        200: autoCalloutSchema.nullable(),
        ...errorResponses(400, 401, 403, 404, 429),
      },
    };
  },
} satisfies Endpoint;

export const stopAutoCallout = deleteById(
  'stopAutoCallout',
  '/solicitation/:id/callout/auto',
  'solicitations:manage',
);

export const getSolicitationRoster = {
  method: 'GET',
  path: '/solicitation/:id/roster',
  operationId: 'getSolicitationRoster',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, idParams, rosterEntrySchema, z } = await load();
    return {
      params: idParams,
      responses: { 200: z.array(rosterEntrySchema), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const streamSolicitationRoster = {
  method: 'GET',
  path: '/solicitation/:id/events',
  operationId: 'streamSolicitationRoster',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, idParams, z } = await load();
    return {
      params: idParams,
      responses: {
        200: {
          content: {
            'text/event-stream': {
              schema: z.string().meta({ example: 'event: roster\ndata: {…}\n\n' }),
            },
          },
        },
        ...errorResponses(400, 401, 403, 404, 429),
      },
    };
  },
} satisfies Endpoint;

export const getSolicitationTimeline = {
  method: 'GET',
  path: '/solicitation/:id/timeline',
  operationId: 'getSolicitationTimeline',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, idParams, timelineEntrySchema, z } = await load();
    return {
      params: idParams,
      responses: { 200: z.array(timelineEntrySchema), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const volunteerForSolicitation = {
  method: 'POST',
  path: '/solicitation/:id/volunteer',
  operationId: 'volunteerForSolicitation',
  access: 'invitations:answer',
  schemas: async () => {
    const { errorResponses, idParams, volunteerResponseSchema } = await load();
    return {
      params: idParams,
      responses: {
        200: volunteerResponseSchema,
        201: volunteerResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    };
  },
} satisfies Endpoint;

export const acceptVolunteer = {
  method: 'POST',
  path: '/solicitation/:id/roster/:pilotId/accept',
  operationId: 'acceptVolunteer',
  access: 'solicitations:manage',
  schemas: async () => {
    const { errorResponses, rosterEntrySchema, z } = await load();
    return {
      params: z.object({ id: z.uuid(), pilotId: z.uuid() }),
      responses: { 200: rosterEntrySchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    };
  },
} satisfies Endpoint;
