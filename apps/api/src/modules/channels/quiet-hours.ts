import type { QuietHours } from '@drones/shared/channels';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in Brasília, 'HH:MM' (quiet hours are set on its clock). */
export function brasiliaClock(at: Date): string {
  return clock.format(at);
}

/** Whether `at` falls in the quiet hours; a start after the end spans midnight. */
export function inQuietHours(quiet: QuietHours, at: Date): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const now = brasiliaClock(at);
  return quiet.start < quiet.end
    ? now >= quiet.start && now < quiet.end
    : now >= quiet.start || now < quiet.end;
}
