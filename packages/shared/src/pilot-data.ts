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
};

/** `POST /api/equipment`. */
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
  ...timestamps,
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** `GET /api/equipment`: newest first, paged by an opaque cursor. */
export const equipmentListQuerySchema = z.object(pageQuery);
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

// Availability

const disponibilityFields = {
  days: requiredText(200),
  city: requiredText(120),
  district: requiredText(120),
  complement: optionalText(200),
};

/** `POST /api/disponibility` (one per pilot). */
export const createDisponibilitySchema = z.object({ ...disponibilityFields, userId: userIdField });
export type CreateDisponibilityInput = z.infer<typeof createDisponibilitySchema>;

/** `PUT /api/disponibility/{id}`: replaces the availability (an absent complement clears it). */
export const updateDisponibilitySchema = z.object(disponibilityFields);
export type UpdateDisponibilityInput = z.infer<typeof updateDisponibilitySchema>;

export const disponibilitySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  days: z.string(),
  city: z.string(),
  district: z.string(),
  complement: z.string().nullable(),
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
 * `certificates` the same files with their review (DESIGN §8).
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
