import { zodResolver } from '@hookform/resolvers/zod';
import { birthDateToIso, isoToBirthDate } from '@drones/shared/birth-date';
import { maskCpf } from '@drones/shared/cpf';
import { digitsOnly, maskPhone } from '@drones/shared/phone';
import type { OwnUser, UpdateUserInput } from '@drones/shared/users';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { CurrentPasswordField } from '@/components/form/password-field';
import { PersonalDataFields } from '@/components/form/personal-data-fields';
import { PhotoField } from '@/components/form/photo-field';
import { fieldsOf } from '@/components/form/schema-fields';
import { serverFileErrorOf, showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { usePhotoPicker } from '@/components/form/use-photo-picker';
import { toast } from '@/hooks/use-toast';
import { REGISTER_FAILURE, toastFailure } from '@/lib/messages';
import { useUpdateUser } from '../api/update-user';
import { emailChanged, userDataFormSchema, type UserDataValues } from './user-data-schema';
import { useLeaveWarning } from '@/components/form/leave-warning';

export const UPDATE_SUCCESS_MESSAGE = 'Dados atualizados com sucesso!';

function formValuesOf(user: OwnUser): UserDataValues {
  return {
    name: user.name,
    email: user.email,
    birthDate: user.birthDate ? isoToBirthDate(user.birthDate) : '',
    phone: maskPhone(user.phone ?? ''),
    cpf: maskCpf(user.cpf ?? ''),
    currentPassword: '',
  };
}

/** The wire format; blank optional fields are left out, so they stay as they are. */
function inputOf(values: UserDataValues, accountEmail: string): UpdateUserInput {
  const input: UpdateUserInput = { name: values.name, email: values.email };
  if (emailChanged(values.email, accountEmail)) input.currentPassword = values.currentPassword;
  const birthDate = birthDateToIso(values.birthDate);
  if (birthDate) input.birthDate = birthDate;
  if (values.phone.trim()) input.phone = digitsOnly(values.phone);
  if (values.cpf.trim()) input.cpf = digitsOnly(values.cpf);
  return input;
}

export function UserDataForm({ user }: { user: OwnUser }) {
  const updateUser = useUpdateUser();
  const photo = usePhotoPicker();
  const schema = useMemo(
    () =>
      userDataFormSchema(
        {
          birthDate: user.birthDate === null,
          phone: user.phone === null,
          cpf: user.cpf === null,
        },
        user.email,
      ),
    [user.birthDate, user.phone, user.cpf, user.email],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // Until the session reads the user again, he may be the one saved on this device (ADR 025):
    // the form follows the answer that comes, keeping what was typed meanwhile.
    values: formValuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    handleSubmit,
    setError,
    reset,
    control,
    formState: { isDirty, isSubmitting },
  } = form;
  const leaveWarning = useLeaveWarning(isDirty && !isSubmitting).dialog;
  const name = useWatch({ control, name: 'name' });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateUser.mutateAsync({
        id: user.id,
        input: inputOf(values, user.email),
        photo: photo.file,
      });
      reset(formValuesOf(saved));
      photo.clear();
      toast({ title: UPDATE_SUCCESS_MESSAGE });
    } catch (error) {
      showServerFieldErrors(error, setError, fieldsOf(schema));
      const photoError = serverFileErrorOf(error, ['urlPhoto']);
      if (photoError) photo.setError(photoError);
      // The spec's catalogue words the profile save's failure like the other saves.
      toastFailure(REGISTER_FAILURE, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {leaveWarning}
      <PhotoField
        picker={photo}
        currentUrl={user.urlPhoto}
        name={name || user.name}
        disabled={updateUser.isPending}
      />
      <PersonalDataFields form={form} />
      {emailChanged(email, user.email) && (
        <FormField
          form={form}
          name="currentPassword"
          as={CurrentPasswordField}
          label="Senha atual"
          hint="Para trocar o e-mail, confirme a sua senha. As outras sessões serão encerradas."
        />
      )}
      <SubmitButton pending={updateUser.isPending} size="lg" className="w-full sm:w-auto">
        Atualizar dados
      </SubmitButton>
    </form>
  );
}
