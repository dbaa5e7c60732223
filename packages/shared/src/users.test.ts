import { describe, expect, it } from 'vitest';
import { validSignUp, validSignUpForm } from '../test/fixtures';
import { messages } from '../test/messages';
import {
  loginSchema,
  resetPasswordFormSchema,
  signUpFormSchema,
  signUpSchema,
  updateUserSchema,
} from './users';

describe('login schema', () => {
  it('uses the spec messages', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '123' }))).toEqual({
      email: 'E-mail é obrigatório',
      password: 'Senha deve conter pelo menos 6 dígitos',
    });
    expect(messages(loginSchema.safeParse({ email: 'maria', password: '123456' }))).toEqual({
      email: 'Informe um e-mail válido',
    });
  });

  it('trims the e-mail', () => {
    expect(loginSchema.parse({ email: ' maria@x.com ', password: '123456' }).email).toBe(
      'maria@x.com',
    );
  });
});

describe('sign-up wire schema', () => {
  it('accepts a valid pilot and a valid government user', () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
    expect(signUpSchema.safeParse({ ...validSignUp, role: 'GOVERNMENT' }).success).toBe(true);
  });

  it('refuses each invalid field with its message', () => {
    const cases: [string, unknown, string][] = [
      ['name', 'Al', 'Campo obrigatório'],
      ['email', 'maria@', 'Informe um e-mail válido'],
      ['password', '12345', 'Mínimo de 6 caracteres'],
      ['role', 'ADMIN', 'Perfil inválido'],
      ['birthDate', '1990-02-30', 'Data de nascimento inválida'],
      ['birthDate', '17/05/1990', 'Data de nascimento inválida'],
      ['birthDate', '1900-01-01', 'Data de nascimento inválida'],
      ['phone', '219876543', 'Telefone inválido'],
      ['phone', '(21) 98765-4321', 'Telefone inválido'],
      ['cpf', '52998224724', 'Cpf inválido'],
      ['cpf', '11111111111', 'Cpf inválido'],
      ['cpf', '529.982.247-25', 'Cpf inválido'],
    ];
    for (const [field, value, message] of cases) {
      const result = signUpSchema.safeParse({ ...validSignUp, [field]: value });
      expect(messages(result), `${field}=${String(value)}`).toEqual({ [field]: message });
    }
  });
});

describe('profile update schema', () => {
  it('accepts any subset and uses the length message for a short CPF', () => {
    expect(updateUserSchema.safeParse({}).success).toBe(true);
    expect(updateUserSchema.safeParse({ name: 'Maria' }).success).toBe(true);
    expect(messages(updateUserSchema.safeParse({ cpf: '123' }))).toEqual({
      cpf: 'O CPF deve conter 11 dígitos',
    });
    expect(messages(updateUserSchema.safeParse({ cpf: '52998224724' }))).toEqual({
      cpf: 'Cpf inválido',
    });
  });
});

describe('form schemas', () => {
  it('checks the masked sign-up fields and the confirmation', () => {
    expect(signUpFormSchema.safeParse(validSignUpForm).success).toBe(true);
    expect(
      messages(
        signUpFormSchema.safeParse({
          ...validSignUpForm,
          confirmPassword: 'outra-senha',
          birthDate: '31/02/1990',
          cpf: '529.982.247-24',
        }),
      ),
    ).toEqual({
      birthDate: 'Data de nascimento inválida',
      confirmPassword: 'A confirmação da senha tem que ser igual a senha',
      cpf: 'Cpf inválido',
    });
    expect(
      messages(signUpFormSchema.safeParse({ ...validSignUpForm, confirmPassword: 'outra-senha' })),
    ).toEqual({
      confirmPassword: 'A confirmação da senha tem que ser igual a senha',
    });
  });

  it('blocks a reset with different passwords', () => {
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ password: 'segredo1', confirmPassword: 'segredo2' }),
      ),
    ).toEqual({ confirmPassword: 'A senha e a confirmação da senha tem que ser iguais' });
  });
});
