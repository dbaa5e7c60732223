export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The (DD) NNNNN-NNNN mask, applied while typing; landlines keep (DD) NNNN-NNNN. */
export function maskPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return area + rest;
  const split = rest.length === 9 ? 5 : 4;
  return `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Brazilian numbers are 10 digits (landline) or 11 (mobile), area code included. */
export function isValidPhone(value: string): boolean {
  return /^\d{10,11}$/.test(value);
}
