// zxcvbn-ts with the common and pt-BR dictionaries (about 1 MB): the API imports this module,
// the web only through a dynamic import on the pages with a password field.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import {
  MIN_PASSWORD_SCORE,
  passwordUserInputs,
  type PasswordOwner,
  type PasswordScore,
} from './password-policy';

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: {
      ...ptBr.translations,
      warnings: {
        ...ptBr.translations.warnings,
        userInputs: 'Evite o seu nome, e-mail ou CPF na senha.',
        simpleRepeat: 'Caracteres repetidos, como "aaa", são fáceis de adivinhar.',
        extendedRepeat: 'Padrões repetidos, como "abcabcabc", são fáceis de adivinhar.',
        sequences: 'Sequências comuns de caracteres, como "abc", são fáceis de adivinhar.',
      },
    },
    // The check runs on the API's event loop: l33t variants of a long password cost seconds at
    // the defaults (256 characters, 100 substitutions); these keep the worst case near 0.1 s.
    // Only the first characters count: 48 of them are strong, or the password is not.
    maxLength: 48,
    l33tMaxSubstitutions: 20,
  });
  return factory;
}

export interface PasswordStrength {
  /** 0 (guessable in a few tries) to 4 (very unguessable). */
  score: PasswordScore;
  /** zxcvbn's pt-BR warning, empty when it has none. */
  warning: string;
}

/** How guessable `password` is, the owner's name, e-mail and CPF counting as known words. */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const result = zxcvbn().check(password, passwordUserInputs(owner));
  return { score: result.score, warning: result.feedback.warning ?? '' };
}

/** Below score 2 a password is refused with 'Senha muito fraca'. */
export function isWeakPassword(password: string, owner: PasswordOwner = {}): boolean {
  return passwordStrength(password, owner).score < MIN_PASSWORD_SCORE;
}
