import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import {
  additionalDataSchema,
  changeAdditionalDataSchema,
  createAdditionalDataSchema,
  createDisponibilityBodySchema,
  createDisponibilitySchema,
  createEquipmentSchema,
  equipmentListQuerySchema,
  REQUIRED_MESSAGE,
  updateAdditionalDataSchema,
  updateDisponibilityBodySchema,
  updateDisponibilitySchema,
  updateEquipmentSchema,
} from './pilot-data';
import { CAPABILITY_INVALID } from './capabilities';
import { MUNICIPALITY_INVALID } from './places';

const userId = '0190a000-0000-7000-8000-000000000001';

describe('equipment schemas', () => {
  it('takes capabilities from the fixed list, once each and in its order', () => {
    const drone = { name: 'M30T', manufacture: 'DJI', model: 'M30T', autonomy: '41 min' };
    expect(createEquipmentSchema.parse(drone).capabilities).toBeUndefined();
    expect(
      createEquipmentSchema.parse({ ...drone, capabilities: ['speaker', 'thermal', 'speaker'] })
        .capabilities,
    ).toEqual(['thermal', 'speaker']);
    expect(messages(updateEquipmentSchema.safeParse({ capabilities: ['laser'] }))).toEqual({
      capabilities: CAPABILITY_INVALID,
    });
  });

  it('requires name, manufacture, model and autonomy on creation', () => {
    expect(messages(createEquipmentSchema.safeParse({}))).toEqual({
      name: REQUIRED_MESSAGE,
      manufacture: REQUIRED_MESSAGE,
      model: REQUIRED_MESSAGE,
      autonomy: REQUIRED_MESSAGE,
    });
    expect(
      messages(
        createEquipmentSchema.safeParse({
          name: '  ',
          manufacture: 'DJI',
          model: '',
          autonomy: 'x',
        }),
      ),
    ).toEqual({ name: REQUIRED_MESSAGE, model: REQUIRED_MESSAGE });
  });

  it('trims the fields and keeps the observation optional', () => {
    expect(
      createEquipmentSchema.parse({
        name: ' Mavic ',
        manufacture: 'DJI',
        model: 'Mavic 3',
        autonomy: '45 min',
        userId,
      }),
    ).toEqual({ name: 'Mavic', manufacture: 'DJI', model: 'Mavic 3', autonomy: '45 min', userId });
  });

  it('refuses a userId that is not an id', () => {
    const input = { name: 'a', manufacture: 'b', model: 'c', autonomy: 'd', userId: 'x' };
    expect(messages(createEquipmentSchema.safeParse(input))).toEqual({
      userId: 'Usuário inválido',
    });
  });

  it('accepts any subset on update, but no emptied required field', () => {
    expect(updateEquipmentSchema.parse({})).toEqual({});
    expect(updateEquipmentSchema.parse({ observation: 'Câmera térmica' })).toEqual({
      observation: 'Câmera térmica',
    });
    expect(messages(updateEquipmentSchema.safeParse({ autonomy: '' }))).toEqual({
      autonomy: REQUIRED_MESSAGE,
    });
  });

  it('pages 50 by default and at most 100', () => {
    expect(equipmentListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(equipmentListQuerySchema.parse({ limit: '10' }).limit).toBe(10);
    expect(equipmentListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('availability schemas', () => {
  it('requires days, city and district; the complement is optional', () => {
    expect(messages(createDisponibilitySchema.safeParse({ complement: 'Casa 2' }))).toEqual({
      days: REQUIRED_MESSAGE,
      city: REQUIRED_MESSAGE,
      district: REQUIRED_MESSAGE,
    });
    expect(
      updateDisponibilitySchema.parse({ days: 'Sábado', city: 'Niterói', district: 'Icaraí' }),
    ).toEqual({ days: 'Sábado', city: 'Niterói', district: 'Icaraí' });
  });

  it('lets the body leave the city out when a municipalityCode names it', () => {
    const fields = { days: 'Sábado', district: 'Centro' };
    for (const schema of [createDisponibilityBodySchema, updateDisponibilityBodySchema]) {
      expect(schema.parse({ ...fields, municipalityCode: '3303906' })).toEqual({
        ...fields,
        municipalityCode: 3303906,
      });
      expect(messages(schema.safeParse({ ...fields, municipalityCode: null }))).toEqual({
        city: REQUIRED_MESSAGE,
      });
      // Every field error at once, the city's included.
      expect(messages(schema.safeParse({ days: 'Sábado' }))).toEqual({
        district: REQUIRED_MESSAGE,
        city: REQUIRED_MESSAGE,
      });
      expect(messages(schema.safeParse({ ...fields, city: 'Rio', municipalityCode: 'x' }))).toEqual(
        { municipalityCode: MUNICIPALITY_INVALID },
      );
      expect(schema.safeParse(null).success).toBe(false);
    }
    // The form's schema still wants a typed city.
    expect(
      messages(createDisponibilitySchema.safeParse({ ...fields, municipalityCode: 3303906 })),
    ).toEqual({ city: REQUIRED_MESSAGE });
  });
});

describe('additional data schemas', () => {
  const fields = { habilities: 'Fotogrametria', areasExpertise: 'Mapeamento', operateKm: '50' };

  it('requires habilities, areasExpertise and operateKm on creation', () => {
    expect(messages(createAdditionalDataSchema.safeParse({ observation: 'x' }))).toEqual({
      habilities: REQUIRED_MESSAGE,
      areasExpertise: REQUIRED_MESSAGE,
      operateKm: REQUIRED_MESSAGE,
    });
    expect(createAdditionalDataSchema.parse({ ...fields, userId })).toEqual({ ...fields, userId });
  });

  it('takes the ids of certificates to remove on change', () => {
    expect(
      changeAdditionalDataSchema.parse({ ...fields, removeCertificates: [userId] })
        .removeCertificates,
    ).toEqual([userId]);
    expect(
      messages(changeAdditionalDataSchema.safeParse({ ...fields, removeCertificates: ['x'] })),
    ).toEqual({ 'removeCertificates.0': 'Certificado inválido' });
  });

  it('makes the update form require the availability too', () => {
    expect(messages(updateAdditionalDataSchema.safeParse(fields))).toEqual({
      days: REQUIRED_MESSAGE,
      city: REQUIRED_MESSAGE,
      district: REQUIRED_MESSAGE,
    });
    const form = { ...fields, days: 'Domingo', city: 'Petrópolis', district: 'Centro' };
    expect(updateAdditionalDataSchema.parse(form)).toEqual(form);
  });

  it('answers with the spec names', () => {
    const answer = {
      id: userId,
      userId,
      habilities: 'Fotogrametria',
      areas_expertise: 'Mapeamento',
      operate_km: '50',
      observation: null,
      disponibility: null,
      url: ['/api/files/x?exp=1&sig=y'],
      certificates: [
        {
          id: userId,
          url: '/api/files/x?exp=1&sig=y',
          status: 'pending',
          expiresAt: null,
          reason: null,
        },
      ],
    };
    expect(additionalDataSchema.parse(answer)).toEqual(answer);
  });
});
