import { WEEKDAYS, type Weekday } from '@drones/shared/pilot-data';

/** The checked weekdays as the comma-separated `days` text, in week order. */
export function daysTextOf(selected: readonly string[]): string {
  return WEEKDAYS.filter((day) => selected.includes(day)).join(', ');
}

/** The weekdays named in a `days` text (case and accents of the stored text are tolerated). */
export function weekdaysOf(days: string | null | undefined): Weekday[] {
  if (!days) return [];
  const normalise = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase();
  const parts = days.split(',').map(normalise);
  return WEEKDAYS.filter((day) => {
    const full = normalise(day);
    const short = full.replace('-feira', '');
    return parts.includes(full) || parts.includes(short);
  });
}
