import { birthDateToIso } from '@drones/shared/birth-date';
import { digitsOnly } from '@drones/shared/phone';
import type { Organization } from '@drones/shared/organizations';
import type { SignUpInput } from '@drones/shared/users';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { OrganizationPicker } from '@/entities/organization/organization-picker';
import { useForm } from '@/components/form/use-form';
import { useNavigate } from 'react-router';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { withStrongPassword } from '@/components/form/password-strength';
import { PersonalDataFields } from '@/components/form/personal-data-fields';
import { PhotoField } from '@/components/form/photo-field';
import { serverFileErrorOf, showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { usePhotoPicker } from '@/components/form/use-photo-picker';
import { REGISTER_FAILURE, toastFailure } from '@/lib/messages';
import { useStartSession } from '@/lib/session';
import { useSignUp } from '../api/sign-up';
import { paths } from '@/lib/paths';
import { useLeaveWarning } from '@/components/form/leave-warning';

const signUpResolver = withStrongPassword(
  lazyZodResolver(() => import('@drones/shared/users').then((m) => m.signUpFormSchema)),
  ({ name, email, cpf }) => ({ name, email, cpf }),
);

// Listed rather than read from the schema, which loads lazily; `satisfies` holds it to the contract.
const FIELDS = [
  'name',
  'birthDate',
  'email',
  'password',
  'phone',
  'cpf',
] as const satisfies readonly (keyof SignUpInput)[];

type SignUpRole = SignUpInput['role'];

/** Where each kind of account continues after signing up: pilots go on to the pilot data steps. */
function nextStepPath(role: SignUpRole, userId: string) {
  return role === 'DRIVER' ? paths.registerEquipment(userId) : paths.registerCompleted;
}

export function SignUpForm({ role }: { role: SignUpRole }) {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const signUp = useSignUp();
  const photo = usePhotoPicker();
  const form = useForm({
    resolver: signUpResolver,
    mode: 'onTouched',
    defaultValues: {
      name: '',
      birthDate: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      cpf: '',
    },
  });
  const {
    handleSubmit,
    setError,
    control,
    formState: { isDirty, isSubmitting },
  } = form;
  const leaveWarning = useLeaveWarning(isDirty && !isSubmitting).dialog;
  const [name, email, cpf] = useWatch({ control, name: ['name', 'email', 'cpf'] });
  const [body, setBody] = useState<Organization | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    const input: SignUpInput = {
      name: values.name,
      email: values.email,
      password: values.password,
      role,
      // The schema has already accepted the date, so it converts.
      birthDate: birthDateToIso(values.birthDate) ?? values.birthDate,
      phone: digitsOnly(values.phone),
      cpf: digitsOnly(values.cpf),
      ...(body ? { organizationId: body.id } : {}),
    };
    try {
      const answer = await signUp.mutateAsync({ input, photo: photo.file });
      startSession(answer);
      navigate(nextStepPath(role, answer.user.id));
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      const photoError = serverFileErrorOf(error, ['urlPhoto']);
      if (photoError) photo.setError(photoError);
      toastFailure(REGISTER_FAILURE, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={signUpResolver.preload} className="space-y-6">
      {leaveWarning}
      <PhotoField picker={photo} name={name} disabled={signUp.isPending} />
      <PersonalDataFields form={form}>
        <NewPasswordFields form={form} owner={{ name, email, cpf }} />
      </PersonalDataFields>
      {role === 'GOVERNMENT' && (
        <OrganizationPicker
          legend="Órgão (opcional)"
          hint="O órgão de Defesa Civil em que você trabalha; os coordenadores dele aprovam a sua participação."
          value={body}
          onChange={setBody}
        />
      )}
      <SubmitButton pending={signUp.isPending} size="lg" className="w-full">
        Cadastrar
      </SubmitButton>
    </form>
  );
}
