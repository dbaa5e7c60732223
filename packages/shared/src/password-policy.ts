// The light half of the password rules: messages, labels and the owner's words. The estimator
// itself, with its dictionaries, is in password-strength.ts.

export const WEAK_PASSWORD = 'Senha muito fraca';
/** zxcvbn's score a new password must reach. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The meter's text for each score. */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordScore, string> = {
  0: 'Senha muito fraca',
  1: 'Fraca',
  2: 'Razoável',
  3: 'Forte',
  4: 'Muito forte',
};

/** What the password's owner typed elsewhere: a password made of it is easy to guess. */
export interface PasswordOwner {
  name?: string | null | undefined;
  email?: string | null | undefined;
  cpf?: string | null | undefined;
}

const SEPARATORS = ['', '.', '_', '-'];

/**
 * The owner's words for zxcvbn's user dictionary: the whole name and e-mail, their parts, any two
 * of the parts joined ('maria.silva', 'silvamaria') and all of them, and the CPF's digits.
 */
export function passwordUserInputs({ name, email, cpf }: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (value: string) => {
    const word = value.trim().toLowerCase();
    if (word.length >= 3) words.add(word);
  };
  const addPhrase = (phrase: string) => {
    add(phrase);
    const parts = phrase
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 8);
    for (const part of parts) add(part);
    for (const separator of SEPARATORS) {
      add(parts.join(separator));
      for (const first of parts) {
        for (const second of parts) {
          if (first !== second && first.length > 2 && second.length > 2) {
            add(first + separator + second);
          }
        }
      }
    }
  };
  if (name) addPhrase(name);
  if (email) {
    add(email);
    const [local = '', domain = ''] = email.split('@');
    addPhrase(local);
    add(domain.split('.')[0] ?? '');
  }
  if (cpf) {
    const digits = cpf.replace(/\D/g, '');
    add(digits);
    add(digits.slice(0, 9));
  }
  return [...words];
}
