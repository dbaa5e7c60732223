import { describe, expect, it } from 'vitest';
import { validRequest, validSignUp, validSignUpForm } from '../test/fixtures';
import { messages } from '../test/messages';
import type { z } from 'zod';
import { createCommunicationSchema } from './communications';
import { createMissionReportSchema, missionReportListQuerySchema } from './mission-reports';
import {
  changeAdditionalDataSchema,
  createAdditionalDataSchema,
  createDisponibilitySchema,
  createEquipmentSchema,
  equipmentListQuerySchema,
  updateAdditionalDataSchema,
  updateEquipmentSchema,
} from './pilot-data';
import {
  createSolicitationSchema,
  solicitationListQuerySchema,
  updateSolicitationSchema,
} from './solicitations';
import { CONTROL_CHARACTERS_MESSAGE } from './text-fields';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signUpFormSchema,
  signUpSchema,
  updateUserSchema,
  userListQuerySchema,
} from './users';

const solicitation = { ...validRequest, observation: 'Levar baterias' };
const availability = { days: 'Sábado', city: 'Niterói', district: 'Icaraí', complement: 'Casa 2' };
const additionalData = {
  habilities: 'Fotogrametria',
  areasExpertise: 'Enchentes',
  operateKm: '50',
  observation: 'Tenho carro',
};
const equipment = {
  name: 'Mavic',
  manufacture: 'DJI',
  model: '3 Pro',
  autonomy: '40 min',
  observation: 'Duas baterias',
};

interface Case {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  singleLine: string[];
  long: string[];
}

// Every text field and text query parameter of the wire contract, with a valid value for the rest.
const cases: Record<string, Case> = {
  signUp: {
    schema: signUpSchema,
    valid: validSignUp,
    singleLine: ['name', 'email', 'password'],
    long: [],
  },
  signUpForm: {
    schema: signUpFormSchema,
    valid: validSignUpForm,
    singleLine: ['name', 'email', 'password'],
    long: [],
  },
  login: {
    schema: loginSchema,
    valid: { email: 'maria@exemplo.com.br', password: 'segredo1' },
    singleLine: ['email', 'password'],
    long: [],
  },
  forgotPassword: {
    schema: forgotPasswordSchema,
    valid: { email: 'maria@exemplo.com.br' },
    singleLine: ['email'],
    long: [],
  },
  resetPassword: {
    schema: resetPasswordSchema,
    valid: { password: 'segredo1' },
    singleLine: ['password'],
    long: [],
  },
  updateUser: {
    schema: updateUserSchema,
    valid: { name: 'Maria Silva', email: 'maria@exemplo.com.br' },
    singleLine: ['name', 'email'],
    long: [],
  },
  createSolicitation: {
    schema: createSolicitationSchema,
    valid: solicitation,
    singleLine: ['name', 'place', 'hour'],
    long: ['description', 'necessary_resources', 'mission_details', 'observation'],
  },
  updateSolicitation: {
    schema: updateSolicitationSchema,
    valid: solicitation,
    singleLine: ['name', 'place', 'hour'],
    long: ['description', 'necessary_resources', 'mission_details', 'observation'],
  },
  communication: {
    schema: createCommunicationSchema,
    valid: {
      name: 'Alerta de chuva',
      description: 'Chuva forte',
      comunication: 'Fiquem de prontidão',
      details: 'Serra',
      observation: 'Até sexta',
    },
    singleLine: ['name'],
    long: ['description', 'comunication', 'details', 'observation'],
  },
  missionReport: {
    schema: createMissionReportSchema,
    valid: {
      solicitationId: '0190a000-0000-7000-8000-000000000001',
      name: 'Relatório',
      description: 'Sobrevoo feito',
      main_information: 'Três famílias localizadas',
      fight_time: '40 min',
      colected_data: 'Fotos',
      resources_utilizated: 'Câmera térmica',
      observation: 'Nenhuma',
    },
    singleLine: ['name', 'fight_time'],
    long: [
      'description',
      'main_information',
      'colected_data',
      'resources_utilizated',
      'observation',
    ],
  },
  createEquipment: {
    schema: createEquipmentSchema,
    valid: equipment,
    singleLine: ['name', 'manufacture', 'model', 'autonomy'],
    long: ['observation'],
  },
  updateEquipment: {
    schema: updateEquipmentSchema,
    valid: equipment,
    singleLine: ['name', 'manufacture', 'model', 'autonomy'],
    long: ['observation'],
  },
  disponibility: {
    schema: createDisponibilitySchema,
    valid: availability,
    singleLine: ['days', 'city', 'district', 'complement'],
    long: [],
  },
  createAdditionalData: {
    schema: createAdditionalDataSchema,
    valid: additionalData,
    singleLine: ['operateKm'],
    long: ['habilities', 'areasExpertise', 'observation'],
  },
  changeAdditionalData: {
    schema: changeAdditionalDataSchema,
    valid: additionalData,
    singleLine: ['operateKm'],
    long: ['habilities', 'areasExpertise', 'observation'],
  },
  updateAdditionalData: {
    schema: updateAdditionalDataSchema,
    valid: { ...additionalData, ...availability },
    singleLine: ['operateKm', 'days', 'city', 'district', 'complement'],
    long: ['habilities', 'areasExpertise', 'observation'],
  },
  userList: {
    schema: userListQuerySchema,
    valid: { search: 'Maria' },
    singleLine: ['search', 'cursor'],
    long: [],
  },
  solicitationList: {
    schema: solicitationListQuerySchema,
    valid: { search: 'enchente' },
    singleLine: ['search', 'cursor'],
    long: [],
  },
  equipmentList: {
    schema: equipmentListQuerySchema,
    valid: {},
    singleLine: ['cursor'],
    long: [],
  },
  missionReportList: {
    schema: missionReportListQuerySchema,
    valid: {},
    singleLine: ['cursor'],
    long: [],
  },
};

const refusedEverywhere = [
  ...['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f'],
  // DEL and the C1 controls.
  ...['\u007f', '\u0080', '\u0085', '\u009f'],
  // Bidirectional embeddings, overrides and isolates: they reorder the text around them.
  ...['\u202a', '\u202d', '\u202e', '\u2066', '\u2068', '\u2069'],
];
const lineBreaks = ['\t', '\n', '\r\n'];
const refused = {
  long: [...refusedEverywhere, '\r'],
  singleLine: [...refusedEverywhere, ...lineBreaks, '\r'],
};

/** The field's valid value with `inside` in its middle. */
function withInside(value: unknown, inside: string): string {
  const text = String(value ?? 'texto');
  return `${text.slice(0, 2)}${inside}${text.slice(2)}`;
}

describe('control characters (U+0000–U+001F, U+007F–U+009F, bidirectional controls)', () => {
  for (const [name, { schema, valid, singleLine, long }] of Object.entries(cases)) {
    it(`${name}: refused in every field with the field named; long texts keep tab and line breaks`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const [kind, fields] of [
        ['singleLine', singleLine],
        ['long', long],
      ] as const) {
        for (const field of fields) {
          for (const inside of refused[kind]) {
            const input = { ...valid, [field]: withInside(valid[field], inside) };
            // The password confirmation follows the password it must equal.
            if (field === 'password' && 'confirmPassword' in valid)
              input.confirmPassword = input.password;
            expect(
              messages(schema.safeParse(input)),
              `${field} with ${JSON.stringify(inside)}`,
            ).toStrictEqual({
              [field]: CONTROL_CHARACTERS_MESSAGE,
            });
          }
        }
      }
      for (const field of long) {
        const text = `Linha 1\tcoluna\nLinha 2\r\nLinha 3`;
        const parsed = schema.parse({ ...valid, [field]: text }) as Record<string, unknown>;
        expect(parsed[field]).toBe(text);
      }
    });
  }

  it('refuses them at either end too, before trimming', () => {
    expect(
      messages(signUpSchema.safeParse({ ...cases.signUp!.valid, name: 'Maria Silva\n' })),
    ).toStrictEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(
      messages(
        createSolicitationSchema.safeParse({ ...solicitation, description: 'Mapear\u0000' }),
      ),
    ).toStrictEqual({ description: CONTROL_CHARACTERS_MESSAGE });
  });

  it("refuses them in the reset form's password", () => {
    expect(
      messages(
        resetPasswordFormSchema.safeParse({
          password: 'seg\u0000redo',
          confirmPassword: 'seg\u0000redo',
        }),
      ),
    ).toStrictEqual({ password: CONTROL_CHARACTERS_MESSAGE });
  });
});
