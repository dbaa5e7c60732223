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
 * zxcvbn and its dictionaries (about 1 MB, 530 KB gzipped), fetched the first time a new-password
 * field is used (focused or typed in): never part of a page's own code (ADR 033).
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
 * How long a submit waits for the estimator still downloading (slow mobile data) before leaving
 * the strength check to the server, which answers 'Senha muito fraca' on the field the same way.
 */
const SUBMIT_WAIT_MS = 3000;

function estimatorForSubmit(): Promise<Estimator | null> {
  return Promise.race([
    loadPasswordEstimator().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SUBMIT_WAIT_MS)),
  ]);
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
  // The form validates on every change once touched: the same password and owner are scored once.
  let last: { input: string; weak: boolean } | undefined;
  const checked: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values[field];
    if (typeof password !== 'string' || password === '' || field in result.errors) return result;
    const owner = ownerOf(values);
    const input = JSON.stringify([password, owner.name, owner.email, owner.cpf]);
    if (last?.input !== input) {
      const estimator = await estimatorForSubmit();
      if (!estimator) return result;
      last = {
        input,
        weak: estimator.passwordStrength(password, owner).score < MIN_PASSWORD_SCORE,
      };
    }
    if (!last.weak) return result;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'weak', message: WEAK_PASSWORD } },
    } as Awaited<ReturnType<Resolver<TInput, unknown, TOutput>>>;
  };
  return Object.assign(checked, resolver);
}
