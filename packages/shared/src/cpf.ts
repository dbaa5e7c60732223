import { digitsOnly } from './phone';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF is valid with 11 digits, not all equal, and both check digits right. */
export function isValidCpf(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

/** The CPF made of nine base digits and the two check digits they call for. */
export function withCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error('Um CPF começa com 9 dígitos.');
  const first = checkDigit(base, 9);
  return `${base}${first}${checkDigit(`${base}${first}`, 10)}`;
}

/** The 999.999.999-99 mask, applied while typing. */
export function maskCpf(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
