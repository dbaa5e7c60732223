export const BIRTH_DATE_MESSAGE = 'Data de nascimento inválida';
export const MIN_BIRTH_YEAR = 1920;

function isRealDate(year: number, month: number, day: number, now: Date): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  if (year < MIN_BIRTH_YEAR || year > now.getFullYear()) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 31/02 over into March; a real date survives the round trip.
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** dd/mm/yyyy (the form's mask) → yyyy-mm-dd, or null when it is not a valid birth date. */
export function birthDateToIso(value: string, now = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  return isRealDate(Number(yyyy), Number(mm), Number(dd), now) ? `${yyyy}-${mm}-${dd}` : null;
}

/** yyyy-mm-dd (the wire format) → dd/mm/yyyy for the form. */
export function isoToBirthDate(iso: string): string {
  const [yyyy, mm, dd] = iso.slice(0, 10).split('-');
  return `${dd}/${mm}/${yyyy}`;
}

/** Whether a yyyy-mm-dd string is a real date with a year from 1920 to the current one. */
export function isValidIsoBirthDate(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, yyyy, mm, dd] = match;
  return isRealDate(Number(yyyy), Number(mm), Number(dd), now);
}

/** The dd/mm/yyyy mask, applied while typing. */
export function maskBirthDate(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}
