import { CAPABILITIES, capabilitiesFieldSchema } from './capabilities';
import { municipalityCodeSchema, municipalityRefFields } from './places';
import {
  optionalLongText,
  optionalText,
  pageQuery,
  REQUIRED_FIELD,
  requiredLongText,
  requiredText,
} from './text-fields';
import { certificateSchema } from './certificates';
import { z } from './zod-locale';

// What a pilot records about himself: equipment, availability, additional data and the ANAC
// form. Field names are the wire contract's, spelling included (manufacture, habilities,
// disponibility, areas_expertise, operate_km).

export const REQUIRED_MESSAGE = REQUIRED_FIELD;

/** A body's `userId` may only name the signed-in user; the server takes it from the session. */
const userIdField = z.uuid('Usuário inválido').optional();

const timestamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };

// Equipment

const equipmentFields = {
  name: requiredText(120),
  manufacture: requiredText(120),
  model: requiredText(120),
  autonomy: requiredText(60),
  observation: optionalLongText(1000),
  /** What the drone can do (docs/design.md §8); stored once each, in the order of CAPABILITIES. */
  capabilities: capabilitiesFieldSchema.optional(),
};

/** The multipart fields of the equipment forms that repeat to make a list. */
export const EQUIPMENT_LIST_FIELDS = ['capabilities'];

/** `POST /api/equipment` (JSON or multipart); without `capabilities` the drone declares none. */
export const createEquipmentSchema = z.object({ ...equipmentFields, userId: userIdField });
export type CreateEquipmentInput = z.infer<typeof createEquipmentSchema>;

/** `PUT /api/equipment/{id}`: any subset of the fields; absent ones do not change. */
export const updateEquipmentSchema = z.object(equipmentFields).partial();
export type UpdateEquipmentInput = z.infer<typeof updateEquipmentSchema>;

export const equipmentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  manufacture: z.string(),
  model: z.string(),
  autonomy: z.string(),
  observation: z.string().nullable(),
  /** In the order of CAPABILITIES; empty when none. */
  capabilities: z.array(z.enum(CAPABILITIES)),
  ...timestamps,
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** `GET /api/equipment`: newest first, paged by an opaque cursor. */
export const equipmentListQuerySchema = z.object(pageQuery);
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

// Availability

/** The weekdays a pilot may mark, in week order: the app writes the checked ones into `days`. */
export const WEEKDAYS = [
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
  'Domingo',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

const disponibilityFields = {
  days: requiredText(200),
  city: requiredText(120),
  district: requiredText(120),
  complement: optionalText(200),
  /**
   * The IBGE municipality the pilot flies from (a number, or its digits as text; null or '' is
   * none). With it the city is the municipality's name; without it the server looks the city up
   * (docs/design.md §8) on every write.
   */
  municipalityCode: municipalityCodeSchema.optional(),
};

/**
 * The availability's rule across fields: a city, unless a municipality names it. It also runs
 * when another field failed, so one answer lists every field error.
 */
function cityOrMunicipality(
  value: { city?: string | undefined; municipalityCode?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.city === undefined && (value.municipalityCode ?? null) === null) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: REQUIRED_FIELD });
  }
}
const ALWAYS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
/** With a municipalityCode the city may be left out. */
const cityOptional = { city: requiredText(120).optional() };

/**
 * The availability form's fields, each on its own, a typed city included (pickable: a refined
 * object is not). The API validates the body schemas below.
 */
export const createDisponibilitySchema = z.object({ ...disponibilityFields, userId: userIdField });

/** The form's fields of `PUT /api/disponibility/{id}`. */
export const updateDisponibilitySchema = z.object(disponibilityFields);

/** `POST /api/disponibility` (one per pilot): the fields, and a city or a municipalityCode. */
export const createDisponibilityBodySchema = createDisponibilitySchema
  .extend(cityOptional)
  .superRefine(cityOrMunicipality, ALWAYS);
export type CreateDisponibilityInput = z.infer<typeof createDisponibilityBodySchema>;

/** `PUT /api/disponibility/{id}`: replaces the availability (an absent complement clears it). */
export const updateDisponibilityBodySchema = updateDisponibilitySchema
  .extend(cityOptional)
  .superRefine(cityOrMunicipality, ALWAYS);
export type UpdateDisponibilityInput = z.infer<typeof updateDisponibilityBodySchema>;

export const disponibilitySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  days: z.string(),
  city: z.string(),
  district: z.string(),
  complement: z.string().nullable(),
  /** The municipality the city names, and its UF; null when none or several match. */
  ...municipalityRefFields,
});
export type Disponibility = z.infer<typeof disponibilitySchema>;

// Additional data

/** The files field of the additional data forms; `certificates` is accepted as an alias. */
export const CERTIFICATE_FIELDS = ['documents', 'certificates'] as const;

const additionalDataFields = {
  habilities: requiredLongText(2000),
  areasExpertise: requiredLongText(2000),
  operateKm: requiredText(50),
  observation: optionalLongText(2000),
};

/** `POST /api/additionalData` (one per pilot); certificates travel as files. */
export const createAdditionalDataSchema = z.object({
  ...additionalDataFields,
  userId: userIdField,
});
export type CreateAdditionalDataInput = z.infer<typeof createAdditionalDataSchema>;

/**
 * `PUT /api/additionalData/{id}`: the same fields, new certificates as files, and the ids of
 * certificates to drop (a signed URL `/api/files/{id}?…` carries its id).
 */
export const changeAdditionalDataSchema = z.object({
  ...additionalDataFields,
  userId: userIdField,
  removeCertificates: z.array(z.uuid('Certificado inválido')).max(100).optional(),
});
export type ChangeAdditionalDataInput = z.infer<typeof changeAdditionalDataSchema>;

/**
 * The profile's update form, which edits the availability too: the web sends the additional
 * data to `PUT /api/additionalData/{id}` and then the availability to `PUT /api/disponibility/{id}`.
 */
export const updateAdditionalDataSchema = z.object({
  ...additionalDataFields,
  ...disponibilityFields,
});
export type UpdateAdditionalDataInput = z.infer<typeof updateAdditionalDataSchema>;

/**
 * Answers use the spec's snake_case names; `url` holds the certificates' signed URLs and
 * `certificates` the same files with their review (docs/design.md §8).
 */
export const additionalDataSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  habilities: z.string(),
  areas_expertise: z.string(),
  operate_km: z.string(),
  observation: z.string().nullable(),
  disponibility: disponibilitySchema.nullable(),
  url: z.array(z.string()),
  certificates: z.array(certificateSchema),
});
export type AdditionalData = z.infer<typeof additionalDataSchema>;

// ANAC form

/** The file field of `POST /api/driverForm`. */
export const DRIVER_FORM_FIELD = 'driverForm';

/** The text fields of `POST /api/driverForm`, beside the file. */
export const createDriverFormSchema = z.object({ userId: userIdField });

export const driverFormCreatedSchema = z.object({ id: z.uuid() });

/** A sent ANAC form, with a signed URL for its owner, GOVERNMENT and ADMIN. */
export const driverFormSchema = z.object({ id: z.uuid(), url: z.string() });
export type DriverForm = z.infer<typeof driverFormSchema>;
