import { describe, expect, it } from 'vitest';
import { passwordUserInputs } from './password-policy';
import { isWeakPassword, passwordStrength } from './password-strength';

const maria = { name: 'Maria da Silva', email: 'maria@exemplo.com.br', cpf: '52998224725' };

describe('password strength', () => {
  it('refuses common passwords and those made of the owner’s name, e-mail or CPF', () => {
    for (const password of ['123456', 'senha123', 'demo1234', 'Password123_']) {
      expect(isWeakPassword(password), password).toBe(true);
    }
    for (const password of ['maria.silva', 'SilvaMaria', 'maria_silva', '52998224725']) {
      expect(isWeakPassword(password, maria), password).toBe(true);
    }
    expect(passwordStrength('maria.silva', maria).warning).toBe(
      'Evite o seu nome, e-mail ou CPF na senha.',
    );
  });

  it('accepts passwords that are hard to guess', () => {
    for (const password of ['segredo-forte', 'voo-de-reconhecimento', 'voo-solidario']) {
      expect(isWeakPassword(password, maria), password).toBe(false);
    }
  });

  it('scores a long password quickly, by its first characters', () => {
    const started = performance.now();
    expect(isWeakPassword('4@3!0$1|7+8(<%2'.repeat(8))).toBe(false);
    expect(isWeakPassword('a'.repeat(128))).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('names the owner’s words without accents, in parts and joined', () => {
    const words = passwordUserInputs({ name: 'João Araújo', email: 'j.araujo@x.org', cpf: null });
    expect(words).toEqual(
      expect.arrayContaining(['joão araújo', 'joao', 'araujo', 'joao.araujo', 'araujojoao']),
    );
  });
});
