import { maskBirthDate } from '@drones/shared/birth-date';
import { maskCpf } from '@drones/shared/cpf';
import { maskPhone } from '@drones/shared/phone';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

type PersonalDataField = 'name' | 'birthDate' | 'phone' | 'email' | 'cpf';

interface PersonalDataFieldsProps {
  register: (name: PersonalDataField) => UseFormRegisterReturn;
  errors: Partial<Record<PersonalDataField, { message?: string }>>;
  /** Fields between the e-mail and the CPF (the sign-up's passwords). */
  children?: ReactNode;
}

/**
 * The person's own data, as the sign-up and the profile ask it: masked birth date, phone and CPF
 * (the masks' lengths are the inputs' `maxLength`).
 */
export function PersonalDataFields({ register, errors, children }: PersonalDataFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label="Nome completo"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Data de nascimento"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        mask={maskBirthDate}
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <TextField
        label="Telefone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="(21) 99999-9999"
        maxLength={15}
        mask={maskPhone}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        className="sm:col-span-2"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {children}
      <TextField
        label="CPF"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
        mask={maskCpf}
        error={errors.cpf?.message}
        {...register('cpf')}
      />
    </div>
  );
}
