import {
  MIN_PASSWORD_SCORE,
  WEAK_PASSWORD,
  type PasswordOwner,
} from '@drones/shared/password-policy';
import type * as PasswordStrength from '@drones/shared/password-strength';
import type { FieldValues, Resolver } from 'react-hook-form';

type Estimator = typeof PasswordStrength;

let loading: Promise<Estimator> | undefined;

/**
 * zxcvbn and its dictionaries (about 1 MB), fetched the first time a page with a new-password
 * field needs them: never part of the main bundle.
 */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= import('@drones/shared/password-strength');
  // A failed download may be retried on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The form's resolver, and then the strength check: a new password the schema accepts but that
 * is easy to guess gets 'Senha muito fraca', as the server would answer. `ownerOf` names the
 * account's words (name, e-mail, CPF) from the form's values or the signed-in user.
 */
export function withStrongPassword<TInput extends FieldValues, TOutput, R extends object>(
  resolver: Resolver<TInput, unknown, TOutput> & R,
  ownerOf: (values: TInput) => PasswordOwner,
  field: keyof TInput & string = 'password',
): Resolver<TInput, unknown, TOutput> & R {
  const checked: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values[field];
    if (typeof password !== 'string' || password === '' || field in result.errors) return result;
    const { passwordStrength } = await loadPasswordEstimator();
    if (passwordStrength(password, ownerOf(values)).score >= MIN_PASSWORD_SCORE) return result;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'weak', message: WEAK_PASSWORD } },
    } as Awaited<ReturnType<Resolver<TInput, unknown, TOutput>>>;
  };
  return Object.assign(checked, resolver);
}
