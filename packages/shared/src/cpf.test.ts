import { describe, expect, it } from 'vitest';
import { isValidCpf, maskCpf, withCheckDigits } from './cpf';

describe('isValidCpf', () => {
  it('accepts CPFs with both check digits right, masked or not', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    // A first check digit that computes to 10 becomes 0.
    expect(isValidCpf('12345678909')).toBe(true);
  });

  it('refuses wrong lengths, repeated digits and wrong check digits', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('52998224726')).toBe(false);
  });
});

describe('maskCpf', () => {
  it('formats as 999.999.999-99 while typing', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529982247259999')).toBe('529.982.247-25');
  });
});

describe('withCheckDigits', () => {
  it('completes nine digits into a valid CPF', () => {
    expect(withCheckDigits('529982247')).toBe('52998224725');
    expect(withCheckDigits('123456789')).toBe('12345678909');
    for (let n = 100_000_000; n < 100_000_000 + 5000 * 1999; n += 1999) {
      expect(isValidCpf(withCheckDigits(String(n)))).toBe(true);
    }
    expect(() => withCheckDigits('12345')).toThrow();
  });
});
