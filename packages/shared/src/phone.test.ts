import { describe, expect, it } from 'vitest';
import { digitsOnly, isValidPhone, maskPhone } from './phone';

describe('phone', () => {
  it('keeps only digits for the wire', () => {
    expect(digitsOnly('(21) 98765-4321')).toBe('21987654321');
  });

  it('masks as (DD) NNNNN-NNNN while typing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('2')).toBe('(2');
    expect(maskPhone('219')).toBe('(21) 9');
    expect(maskPhone('2198765')).toBe('(21) 9876-5');
    expect(maskPhone('2133334444')).toBe('(21) 3333-4444');
    expect(maskPhone('21987654321')).toBe('(21) 98765-4321');
    expect(maskPhone('2198765432199')).toBe('(21) 98765-4321');
  });

  it('accepts 10 or 11 digits', () => {
    expect(isValidPhone('2133334444')).toBe(true);
    expect(isValidPhone('21987654321')).toBe(true);
    expect(isValidPhone('213333444')).toBe(false);
    expect(isValidPhone('219876543210')).toBe(false);
    expect(isValidPhone('(21) 98765-4321')).toBe(false);
  });
});
