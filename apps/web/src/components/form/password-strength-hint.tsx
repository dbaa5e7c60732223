import {
  PASSWORD_STRENGTH_LABELS,
  type PasswordOwner,
  type PasswordScore,
} from '@drones/shared/password-policy';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { loadPasswordEstimator } from './password-strength';

interface Strength {
  score: PasswordScore;
  warning: string;
}

/** How strong `password` is, once the estimator has loaded (null before, and for no password). */
function usePasswordStrength(password: string, owner: PasswordOwner): Strength | null {
  const [strength, setStrength] = useState<Strength | null>(null);
  const { name, email, cpf } = owner;
  useEffect(() => {
    if (password.length === 0) return;
    let current = true;
    loadPasswordEstimator()
      .then(({ passwordStrength }) => {
        if (current) setStrength(passwordStrength(password, { name, email, cpf }));
      })
      // Without the estimator there is no hint; the server still checks.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password, name, email, cpf]);
  // Until the new password is scored, the meter keeps the last score rather than flicker.
  return password !== '' ? strength : null;
}

/** Announced once the typing pauses, so a screen reader is not told of every keystroke. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const BAR_COLORS: Record<PasswordScore, string> = {
  0: 'bg-red-600',
  1: 'bg-orange-500',
  2: 'bg-amber-500',
  3: 'bg-green-600',
  4: 'bg-emerald-700',
};

interface PasswordStrengthHintProps {
  password: string;
  /** The account's name, e-mail and CPF: a password made of them is weak. */
  owner?: PasswordOwner;
  className?: string;
}

/**
 * A meter under a new-password field: five bars and the strength in words ('Senha muito fraca' to
 * 'Muito forte'), with zxcvbn's pt-BR warning. Screen readers hear the words politely, once the
 * typing settles.
 */
export function PasswordStrengthHint({
  password,
  owner = {},
  className,
}: PasswordStrengthHintProps) {
  const strength = usePasswordStrength(password, owner);
  const label = strength ? PASSWORD_STRENGTH_LABELS[strength.score] : '';
  const announced = useSettled(
    strength ? [`Força da senha: ${label}`, strength.warning].filter(Boolean).join('. ') : '',
    800,
  );

  return (
    <div className={cn('mt-2', className)}>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      {strength && (
        <div aria-hidden="true" data-testid="password-strength">
          <div className="flex gap-1">
            {[0, 1, 2, 3, 4].map((bar) => (
              <span
                key={bar}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  bar <= strength.score ? BAR_COLORS[strength.score] : 'bg-slate-200',
                )}
              />
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">{label}</span>
            {strength.warning && <span className="text-slate-600"> · {strength.warning}</span>}
          </p>
        </div>
      )}
    </div>
  );
}
