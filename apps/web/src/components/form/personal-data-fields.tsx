import { maskBirthDate } from '@drones/shared/birth-date';
import { maskCpf } from '@drones/shared/cpf';
import { maskPhone } from '@drones/shared/phone';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { EmailField } from './email-field';
import { type FieldGroupProps, groupForm } from './field-group';

interface PersonalDataValues {
  name: string;
  birthDate: string;
  phone: string;
  email: string;
  cpf: string;
}

interface PersonalDataFieldsProps<
  TValues extends PersonalDataValues,
  TContext,
  TOutput,
> extends FieldGroupProps<TValues, TContext, TOutput> {
  /** Fields between the e-mail and the CPF (the sign-up's passwords). */
  children?: ReactNode;
}

/**
 * The person's own data, as the sign-up and the profile ask it: masked birth date, phone and CPF
 * (the masks' lengths are the inputs' `maxLength`).
 */
export function PersonalDataFields<TValues extends PersonalDataValues, TContext, TOutput>({
  form: wholeForm,
  children,
}: PersonalDataFieldsProps<TValues, TContext, TOutput>) {
  const form = groupForm<PersonalDataValues>(wholeForm);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        form={form}
        name="name"
        className="sm:col-span-2"
        label="Nome completo"
        autoComplete="name"
      />
      <FormField
        form={form}
        name="birthDate"
        label="Data de nascimento"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        mask={maskBirthDate}
      />
      <FormField
        form={form}
        name="phone"
        label="Telefone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="(21) 99999-9999"
        maxLength={15}
        mask={maskPhone}
      />
      <FormField
        form={form}
        name="email"
        as={EmailField}
        className="sm:col-span-2"
        label="E-mail"
      />
      {children}
      <FormField
        form={form}
        name="cpf"
        label="CPF"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
        mask={maskCpf}
      />
    </div>
  );
}
