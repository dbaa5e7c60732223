import { todayInBrazil } from './certificates';
import { lineString } from './text-fields';
import { z } from './zod-locale';

// When a mission happens (docs/design.md §4 "Additions for field use"): the request's optional `date`, a
// day in America/Sao_Paulo, with the spec's free-text `hour`. docs/decisions/034-mission-dates-and-areas.md

export const MISSION_DATE_INVALID = 'Data inválida';
export const MISSION_DATE_TOO_FAR = 'A data não pode passar de um ano a partir de hoje';

/** The earliest day a request may name: anything before is a typing error. */
const FIRST_DAY = '2000-01-01';

/** `YYYY-MM-DD` plus whole years, in the calendar. */
function addYears(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

/**
 * The request's day: a real `YYYY-MM-DD` from 2000 up to a year from today (Brasília); a past
 * day is allowed, a request may be recorded after the fact. null or empty text is no date (a
 * form's empty field; on an update it clears the date).
 */
export const missionDateSchema = z.union(
  [
    lineString({ error: MISSION_DATE_INVALID })
      .trim()
      .pipe(z.iso.date({ error: MISSION_DATE_INVALID, abort: true }))
      .refine((day) => day >= FIRST_DAY, MISSION_DATE_INVALID)
      .refine((day) => day <= addYears(todayInBrazil(), 1), MISSION_DATE_TOO_FAR),
    // One option of the union rather than .nullable(): OpenAPI 3.0 says "nullable" only of a typed schema.
    z.union([z.null(), z.literal('')]).transform(() => null),
  ],
  { error: MISSION_DATE_INVALID },
);

// Fixed rather than Intl's or date-fns': docs/design.md spells the abbreviations with accent and period
// ('sáb.'), and the API's e-mails and the web must print the same text.
const WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

/** The weekday (0 = Sunday) of a `YYYY-MM-DD` day. */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * When the mission is, as cards, pages and e-mails show it: 'sáb., 29/11 às 07:30'; the hour
 * alone without a date. An hour that is not a time ('pela manhã') follows a comma.
 */
export function missionTime(date: string | null | undefined, hour: string): string {
  const time = hour.trim();
  if (!date) return time;
  const [, month, day] = date.split('-');
  const when = `${WEEKDAYS[weekdayOf(date)]}, ${day}/${month}`;
  if (!time) return when;
  return /^\d/.test(time) ? `${when} às ${time}` : `${when}, ${time}`;
}

/** Minutes after midnight of the hour's first time ('07:30', '7h', '14h30 às 18h'), or null. */
export function minutesOfHour(hour: string): number | null {
  const hourMatch = /^\s*(\d{1,2})/.exec(hour);
  if (!hourMatch) return null;
  const minuteMatch = /^\s*[:hH.]\s*(\d{2})/.exec(hour.slice(hourMatch[0].length));
  const hours = Number(hourMatch[1]);
  const minutes = Number(minuteMatch?.[1] ?? 0);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** How close two missions' hours may be for a pilot to be at both: closer is the same time. */
export const SAME_TIME_WINDOW_MINUTES = 4 * 60;

/** A request's moment: its date, or the Brasília day it was created; and its hour. */
export interface MissionMoment {
  date: string | null;
  hour: string;
  createdAt: Date;
}

function dayOf(moment: MissionMoment): string {
  return moment.date ?? todayInBrazil(moment.createdAt);
}

const DAY_MINUTES = 24 * 60;

/**
 * Whether two requests happen at the same time: their hours within SAME_TIME_WINDOW_MINUTES of
 * each other (across midnight too), or, when either hour is not a time, the same day.
 */
export function atSameTime(a: MissionMoment, b: MissionMoment): boolean {
  const [dayA, dayB] = [dayOf(a), dayOf(b)];
  const [minutesA, minutesB] = [minutesOfHour(a.hour), minutesOfHour(b.hour)];
  if (minutesA === null || minutesB === null) return dayA === dayB;
  const daysApart = (Date.parse(dayB) - Date.parse(dayA)) / (DAY_MINUTES * 60_000);
  return Math.abs(daysApart * DAY_MINUTES + minutesB - minutesA) <= SAME_TIME_WINDOW_MINUTES;
}
