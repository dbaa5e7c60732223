import { changePasswordSchema, PASSWORD_MISMATCH } from '@drones/shared/users';
import { z } from '@drones/shared/zod-locale';

export const CURRENT_PASSWORD_REQUIRED = 'Informe a senha atual.';

/** 'Alterar senha': the current password, the new one (the contract's rules) and its confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .pipe(changePasswordSchema.shape.currentPassword),
    password: changePasswordSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;
