import { BIRTH_DATE_MESSAGE, birthDateToIso } from '@drones/shared/birth-date';
import { isValidCpf } from '@drones/shared/cpf';
import { digitsOnly, isValidPhone } from '@drones/shared/phone';
import {
  CPF_LENGTH_MESSAGE,
  CPF_MESSAGE,
  emailSchema,
  nameSchema,
  PHONE_MESSAGE,
} from '@drones/shared/users';
import { z } from '@drones/shared/zod-locale';

/** Fields an account may lack (an ADMIN made by create-admin has no CPF, birth date or phone). */
export interface OptionalIdentity {
  birthDate: boolean;
  phone: boolean;
  cpf: boolean;
}

const blank = (value: string) => value.trim() === '';

export const CURRENT_PASSWORD_NEEDED = 'Informe a senha atual para trocar o e-mail.';

/** Whether the form's e-mail is another than the account's (the server compares in lower case). */
export function emailChanged(email: string, accountEmail: string): boolean {
  return email.trim().toLowerCase() !== accountEmail.toLowerCase();
}

/**
 * The profile form: the shared validators on the masked fields, with the
 * profile's own CPF length message. A new e-mail needs the current password.
 */
export function userDataFormSchema(optional: OptionalIdentity, accountEmail: string) {
  return z
    .object({
      name: nameSchema,
      email: emailSchema,
      birthDate: z
        .string()
        .refine(
          (value) => (optional.birthDate && blank(value)) || birthDateToIso(value) !== null,
          BIRTH_DATE_MESSAGE,
        ),
      phone: z
        .string()
        .refine(
          (value) => (optional.phone && blank(value)) || isValidPhone(digitsOnly(value)),
          PHONE_MESSAGE,
        ),
      cpf: z.string().superRefine((value, ctx) => {
        if (optional.cpf && blank(value)) return;
        if (digitsOnly(value).length !== 11) {
          ctx.addIssue({ code: 'custom', message: CPF_LENGTH_MESSAGE });
        } else if (!isValidCpf(value)) {
          ctx.addIssue({ code: 'custom', message: CPF_MESSAGE });
        }
      }),
      currentPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      if (emailChanged(values.email, accountEmail) && values.currentPassword === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: CURRENT_PASSWORD_NEEDED,
        });
      }
    });
}

export type UserDataValues = z.infer<ReturnType<typeof userDataFormSchema>>;
