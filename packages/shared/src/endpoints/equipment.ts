import type { Endpoint } from '../endpoint';
import { deleteById, loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return {
    ...(await loadCommon()),
    ...(await import('../counters')),
    ...(await import('../pilot-data')),
  };
}

export const countEquipment = {
  method: 'GET',
  path: '/equipment/length',
  operationId: 'countEquipment',
  access: 'public',
  schemas: async () => {
    const { equipmentsCountSchema, errorResponses } = await load();
    return {
      responses: { 200: equipmentsCountSchema, ...errorResponses(429) },
    };
  },
} satisfies Endpoint;

export const createEquipment = {
  method: 'POST',
  path: '/equipment',
  operationId: 'createEquipment',
  access: 'pilot-data:write',
  schemas: async () => {
    const { createEquipmentSchema, equipmentSchema, errorResponses } = await load();
    return {
      // A multipart body reaches validation as null; readForm validates its fields.
      body: createEquipmentSchema.nullish(),
      responses: { 201: equipmentSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
    };
  },
} satisfies Endpoint;

export const listEquipment = {
  method: 'GET',
  path: '/equipment',
  operationId: 'listEquipment',
  access: 'pilots:read',
  schemas: async () => {
    const { equipmentListQuerySchema, equipmentSchema, errorResponses, z } = await load();
    return {
      query: equipmentListQuerySchema,
      responses: { 200: z.array(equipmentSchema), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const listPilotEquipment = {
  method: 'GET',
  path: '/equipment/user/:userId',
  operationId: 'listPilotEquipment',
  access: 'authenticated',
  schemas: async () => {
    const { equipmentSchema, errorResponses, z } = await load();
    return {
      params: z.object({ userId: z.uuid() }),
      responses: { 200: z.array(equipmentSchema), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const getEquipment = {
  method: 'GET',
  path: '/equipment/:id',
  operationId: 'getEquipment',
  access: 'authenticated',
  schemas: async () => {
    const { equipmentSchema, errorResponses, idParams } = await load();
    return {
      params: idParams,
      responses: { 200: equipmentSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const updateEquipment = {
  method: 'PUT',
  path: '/equipment/:id',
  operationId: 'updateEquipment',
  access: 'pilot-data:write',
  schemas: async () => {
    const { equipmentSchema, errorResponses, idParams, updateEquipmentSchema } = await load();
    return {
      params: idParams,
      body: updateEquipmentSchema.nullish(),
      responses: { 200: equipmentSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
    };
  },
} satisfies Endpoint;

export const deleteEquipment = deleteById('deleteEquipment', '/equipment/:id', 'pilot-data:write');
