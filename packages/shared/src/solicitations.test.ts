import { describe, expect, it } from 'vitest';
import { validRequest } from '../test/fixtures';
import { messages } from '../test/messages';
import { communicationCreatedSchema, createCommunicationSchema } from './communications';
import { createMissionReportSchema } from './mission-reports';
import {
  contactDriverSchema,
  createSolicitationSchema,
  fileReferenceSchema,
  solicitationListQuerySchema,
  updateSolicitationSchema,
} from './solicitations';
import { REQUIRED_FIELD } from './text-fields';

const id = '0190a000-0000-7000-8000-000000000001';

describe('solicitation schemas', () => {
  it('takes a place and required capabilities, as JSON or as multipart text', () => {
    expect(
      createSolicitationSchema.parse({
        ...validRequest,
        municipalityCode: '3303906',
        latitude: '-22.5',
        longitude: -43.2,
        requiredCapabilities: ['zoom', 'thermal'],
      }),
    ).toMatchObject({
      municipalityCode: 3303906,
      latitude: -22.5,
      longitude: -43.2,
      requiredCapabilities: ['thermal', 'zoom'],
    });
    expect(
      messages(
        updateSolicitationSchema.safeParse({
          municipalityCode: 1,
          latitude: 40,
          longitude: 'x',
          requiredCapabilities: ['laser'],
        }),
      ),
    ).toEqual({
      municipalityCode: 'Município inválido',
      latitude: 'O ponto precisa estar no Brasil',
      longitude: 'Longitude inválida',
      requiredCapabilities: 'Capacidade inválida',
    });
    // Empty multipart fields are no value.
    expect(
      updateSolicitationSchema.parse({ municipalityCode: '', latitude: '', longitude: '' }),
    ).toEqual({ municipalityCode: null, latitude: null, longitude: null });
  });

  it('requires the six fields of a request and defaults urgency to normal', () => {
    expect(messages(createSolicitationSchema.safeParse({}))).toEqual({
      name: REQUIRED_FIELD,
      description: REQUIRED_FIELD,
      place: REQUIRED_FIELD,
      hour: REQUIRED_FIELD,
      necessary_resources: REQUIRED_FIELD,
      mission_details: REQUIRED_FIELD,
    });
    expect(createSolicitationSchema.parse({ ...validRequest, observation: '' })).toEqual({
      ...validRequest,
      observation: '',
      urgency: 'normal',
    });
    expect(messages(createSolicitationSchema.safeParse({ ...validRequest, name: '   ' }))).toEqual({
      name: REQUIRED_FIELD,
    });
    expect(
      messages(createSolicitationSchema.safeParse({ ...validRequest, urgency: 'alta' })),
    ).toEqual({
      urgency: 'Urgência inválida',
    });
    expect(createSolicitationSchema.parse({ ...validRequest, urgency: 'urgente' }).urgency).toBe(
      'urgente',
    );
  });

  it('accepts any subset on update, and photos to remove by id or signed URL', () => {
    expect(updateSolicitationSchema.parse({})).toEqual({});
    expect(updateSolicitationSchema.parse({ hour: '16:00' })).toEqual({ hour: '16:00' });
    expect(messages(updateSolicitationSchema.safeParse({ name: '' }))).toEqual({
      name: REQUIRED_FIELD,
    });
    const upper = id.toUpperCase();
    expect(
      updateSolicitationSchema.parse({
        removePhotos: [
          id,
          upper,
          `/api/files/${id}?exp=1&sig=abc`,
          `https://drones.exemplo.org.br/api/files/${id}?exp=1&sig=abc`,
        ],
      }).removePhotos,
    ).toEqual([id, id, id, id]);
    for (const bad of ['foto.png', '/api/files/123', `/api/users/${id}`]) {
      expect(fileReferenceSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reads list parameters with the paging defaults', () => {
    expect(solicitationListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(
      solicitationListQuerySchema.parse({ status: 'open', search: ' serra ', limit: '10' }),
    ).toEqual({ status: 'open', search: 'serra', limit: 10 });
    expect(solicitationListQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(solicitationListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('asks a pilot by request and pilot ids', () => {
    expect(contactDriverSchema.parse({ solicitationId: id, userId: id })).toEqual({
      solicitationId: id,
      userId: id,
    });
    expect(messages(contactDriverSchema.safeParse({ solicitationId: 'x' }))).toEqual({
      solicitationId: 'Solicitação inválida',
      userId: 'Droneiro inválido',
    });
  });
});

describe('mission report schema', () => {
  it('requires the fields of a mission report; resources_utilizated is optional', () => {
    expect(messages(createMissionReportSchema.safeParse({ solicitationId: id }))).toEqual({
      name: REQUIRED_FIELD,
      description: REQUIRED_FIELD,
      main_information: REQUIRED_FIELD,
      fight_time: REQUIRED_FIELD,
      colected_data: REQUIRED_FIELD,
      observation: REQUIRED_FIELD,
    });
    const report = {
      solicitationId: id,
      name: 'Relatório',
      description: 'Sobrevoo',
      main_information: 'Famílias localizadas',
      fight_time: '95 min',
      colected_data: '420 fotos',
      observation: 'Chuva',
    };
    expect(createMissionReportSchema.parse(report)).toEqual(report);
    expect(
      messages(createMissionReportSchema.safeParse({ ...report, solicitationId: '' })),
    ).toEqual({ solicitationId: 'Solicitação inválida' });
  });
});

describe('communication schema', () => {
  it('requires name, description, comunication and details', () => {
    expect(messages(createCommunicationSchema.safeParse({}))).toEqual({
      name: REQUIRED_FIELD,
      description: REQUIRED_FIELD,
      comunication: REQUIRED_FIELD,
      details: REQUIRED_FIELD,
    });
    const communication = {
      name: 'Alerta',
      description: 'Chuvas fortes',
      comunication: 'Fiquem de prontidão',
      details: 'Sede da Defesa Civil',
    };
    expect(createCommunicationSchema.parse(communication)).toEqual(communication);
    expect(
      messages(createCommunicationSchema.safeParse({ ...communication, userId: 'x' })),
    ).toEqual({ userId: 'Usuário inválido' });
    expect(communicationCreatedSchema.safeParse({ id }).success).toBe(true);
  });
});
