import { BIRTH_DATE_MESSAGE, birthDateToIso, isValidIsoBirthDate } from './birth-date';
import { isValidCpf } from './cpf';
import { digitsOnly, isValidPhone } from './phone';
import { pilotStatsSchema } from './invitations';
import {
  additionalDataSchema,
  disponibilitySchema,
  driverFormSchema,
  equipmentSchema,
} from './pilot-data';
import { userOrganizationSchema } from './memberships';
import { approvalStatuses, roles, signUpRoles } from './roles';
import { lineString, pageQuery, searchQuery } from './text-fields';
import { z } from './zod-locale';

// Messages are the wire contract's where it words them (clients show them as they are).
export const CPF_MESSAGE = 'Cpf inválido';
export const CPF_LENGTH_MESSAGE = 'O CPF deve conter 11 dígitos';
export const PHONE_MESSAGE = 'Telefone inválido';
/** A pilot that does not exist, or that the caller may not see. */
export const PILOT_NOT_FOUND = 'Droneiro não encontrado';
export const PASSWORD_MAX = 128;

export const emailSchema = lineString({ error: 'E-mail é obrigatório' })
  .trim()
  .min(1, 'E-mail é obrigatório')
  .pipe(z.email('Informe um e-mail válido').max(254, 'Informe um e-mail válido'));

export const loginSchema = z.object({
  email: emailSchema,
  password: lineString({ error: 'Senha deve conter pelo menos 6 dígitos' })
    .min(6, 'Senha deve conter pelo menos 6 dígitos')
    .max(PASSWORD_MAX, `Máximo de ${PASSWORD_MAX} caracteres`),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password (sign-up and reset). */
export const passwordSchema = lineString({ error: 'Mínimo de 6 caracteres' })
  .min(6, 'Mínimo de 6 caracteres')
  .max(PASSWORD_MAX, `Máximo de ${PASSWORD_MAX} caracteres`);

export const nameSchema = lineString({ error: 'Campo obrigatório' })
  .trim()
  .min(3, 'Campo obrigatório')
  .max(120, 'Máximo de 120 caracteres');

/** Birth date on the wire: yyyy-mm-dd, a real date, year 1920 to now. */
export const birthDateSchema = z
  .string({ error: BIRTH_DATE_MESSAGE })
  .refine((value) => isValidIsoBirthDate(value), BIRTH_DATE_MESSAGE);

/** Phone on the wire: digits only, area code included. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .refine((value) => isValidPhone(value), PHONE_MESSAGE);

/** CPF on the wire: 11 digits with valid check digits. */
export const cpfSchema = z
  .string({ error: CPF_MESSAGE })
  .regex(/^\d*$/, { error: CPF_MESSAGE, abort: true })
  .refine((value) => isValidCpf(value), CPF_MESSAGE);

export const signUpRoleSchema = z.enum(signUpRoles, { error: 'Perfil inválido' });

/** `POST /api/users` (JSON, or the text fields of the multipart form beside the urlPhoto file). */
export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: signUpRoleSchema,
  birthDate: birthDateSchema,
  phone: phoneSchema,
  cpf: cpfSchema,
  /** A GOVERNMENT account may ask to join a body (docs/design.md §12). */
  organizationId: z.uuid('Órgão inválido').nullish(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `PUT /api/users/{id}`: any subset of the profile fields; the photo travels as a file. */
export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';

/** `PUT /api/users/{id}/password`: the current password and the new one. */
export const changePasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `DELETE /api/users/me`: erasing the account asks for its password. */
export const eraseAccountSchema = z.object({ password: loginSchema.shape.password });
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

/** The author of requests and reports whose account was erased. */
export const ERASED_ACCOUNT_NAME = 'Conta removida';

export const updateUserSchema = signUpSchema
  .pick({ name: true, email: true, phone: true, birthDate: true })
  .extend({
    cpf: z
      .string({ error: CPF_LENGTH_MESSAGE })
      .regex(/^\d{11}$/, { error: CPF_LENGTH_MESSAGE, abort: true })
      .refine((value) => isValidCpf(value), CPF_MESSAGE),
    /** Required to change the e-mail: a stolen session alone cannot take the account over. */
    currentPassword: loginSchema.shape.password,
  })
  .partial();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

// Form fields as typed, with their masks; the web converts them to the wire format.
export const maskedBirthDateSchema = z
  .string()
  .refine((value) => birthDateToIso(value) !== null, BIRTH_DATE_MESSAGE);
export const maskedPhoneSchema = z
  .string()
  .refine((value) => isValidPhone(digitsOnly(value)), PHONE_MESSAGE);
export const maskedCpfSchema = z.string().refine((value) => isValidCpf(value), CPF_MESSAGE);

/** A new password's confirmation differs from it (sign-up, and the profile's 'Alterar senha'). */
export const PASSWORD_MISMATCH = 'A confirmação da senha tem que ser igual a senha';

/** The sign-up form (pilot and government): masked fields and the password confirmation. */
export const signUpFormSchema = z
  .object({
    name: nameSchema,
    birthDate: maskedBirthDateSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(6, 'Mínimo de 6 caracteres'),
    phone: maskedPhoneSchema,
    cpf: maskedCpfSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset screen's form; mismatched passwords do not submit. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'A senha e a confirmação da senha tem que ser iguais',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetTokenStatuses = ['valid', 'used', 'expired', 'invalid'] as const;
export const resetTokenStatusSchema = z.object({ status: z.enum(resetTokenStatuses) });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>['status'];

export const approvalStatusSchema = z.enum(approvalStatuses);

/** `PATCH /api/users/{id}/approval` (ADMIN). */
export const approvalSchema = z.object({ approved: z.boolean() });

/** What anyone allowed to see a user reads: never CPF, birth date or password data. */
export const publicUserSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** Null only for an ADMIN created without one. */
  phone: z.string().nullable(),
  /** A signed, expiring URL of the 500×500 photo. */
  urlPhoto: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The signed-in user's own view, in every answer that starts or reads a session: with the body he
 * is an active member of, so the app knows from the login on what he may do for it.
 */
export const ownUserSchema = publicUserSchema.extend({
  updatedAt: z.iso.datetime(),
  approvalStatus: approvalStatusSchema,
  // Null only for an ADMIN created without them.
  birthDate: z.iso.date().nullable(),
  cpf: z.string().nullable(),
  organization: userOrganizationSchema,
});
export type OwnUser = z.infer<typeof ownUserSchema>;

const profileExtras = {
  equipments: z.array(equipmentSchema),
  disponibility: disponibilitySchema.nullable(),
  additionalData: additionalDataSchema.nullable(),
  driverForms: z.array(driverFormSchema),
  /** A pilot's invitations and missions over the last 365 days; null for other accounts. */
  stats: pilotStatsSchema.nullable(),
};

/** `GET /api/users/me` and `/api/users/currentUser`, and `GET|PUT /api/users/{id}` for one's own id. */
export const currentUserSchema = ownUserSchema.extend(profileExtras);
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/users/{id}` of a pilot, read by approved GOVERNMENT or ADMIN. */
export const userDetailSchema = publicUserSchema.extend(profileExtras);
export type UserDetail = z.infer<typeof userDetailSchema>;

/** One row of `GET /api/users` (the pilot directory, or the pending accounts for ADMIN). */
export const userListItemSchema = publicUserSchema.extend({
  approvalStatus: approvalStatusSchema,
  disponibility: z.object({ city: z.string(), district: z.string() }).nullable(),
  /** The pilot's drones, oldest first, for the directory's cards (empty for other roles). */
  equipments: z.array(
    equipmentSchema.pick({ id: true, name: true, manufacture: true, model: true }),
  ),
  /**
   * With `near`: km (one decimal) from the request's point to the pilot's municipality; null
   * otherwise, or when his city names no municipality.
   */
  distanceKm: z.number().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuerySchema = z.object({
  role: z.enum(signUpRoles).optional(),
  status: approvalStatusSchema.optional(),
  search: searchQuery,
  /** A request's id: its pilots nearest first when it has a place. */
  near: z.uuid('Solicitação inválida').optional(),
  ...pageQuery,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Login and sign-up answer a fresh session token and the user. */
export const authResponseSchema = z.object({ accessToken: z.string(), user: ownUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /api/auth/sessions`: one of the user's live sessions. */
export const sessionInfoSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
