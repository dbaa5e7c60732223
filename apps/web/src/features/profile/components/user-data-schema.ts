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

/**
 * The profile form: the shared validators on the masked fields, with the
 * profile's own CPF length message.
 */
export function userDataFormSchema(optional: OptionalIdentity) {
  return z.object({
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
  });
}

export type UserDataValues = z.infer<ReturnType<typeof userDataFormSchema>>;
