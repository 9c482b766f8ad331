// The promise on the site and in the acknowledgement: a reply within one South African working
// day (docs/decisions/0048). Working hours are Monday to Friday 08:00-17:00 SAST, which is
// UTC+2 all year (no daylight saving), on days that are not public holidays.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const SAST_OFFSET = 2 * HOUR;
const OPENS = 8 * HOUR;
const CLOSES = 17 * HOUR;
/** One working day, counted in working hours only. */
const WORKING_DAY = CLOSES - OPENS;

/** Public Holidays Act 36 of 1994, the dates that do not move: [month (1-12), day]. */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [number, number]> = [
  [1, 1], // New Year's Day
  [3, 21], // Human Rights Day
  [4, 27], // Freedom Day
  [5, 1], // Workers' Day
  [6, 16], // Youth Day
  [8, 9], // National Women's Day
  [9, 24], // Heritage Day
  [12, 16], // Day of Reconciliation
  [12, 25], // Christmas Day
  [12, 26], // Day of Goodwill
];

/** Easter Sunday of `year` (Gregorian), as a UTC midnight: the anonymous algorithm (Meeus). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

const holidayCache = new Map<number, ReadonlySet<string>>();

/**
 * The public holidays of `year` as "YYYY-MM-DD": the fixed dates, Good Friday and Family Day
 * (Easter Monday), and for a holiday on a Sunday the next day that is not already one (the Act
 * makes the Monday a holiday; when Christmas is on a Sunday that Monday is the Day of Goodwill,
 * so the Tuesday is the day off). Days the President declares one-off
 * (elections) are not known in advance and are not here.
 */
export function publicHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year).getTime();
  const days = [
    ...FIXED_HOLIDAYS.map(([month, day]) => new Date(Date.UTC(year, month - 1, day))),
    new Date(easter - 2 * DAY),
    new Date(easter + DAY),
  ];
  const holidays = new Set(days.map(dayKey));
  for (const day of days) {
    if (day.getUTCDay() !== 0) continue;
    let observed = day.getTime() + DAY;
    while (holidays.has(dayKey(new Date(observed)))) observed += DAY;
    holidays.add(dayKey(new Date(observed)));
  }
  holidayCache.set(year, holidays);
  return holidays;
}

/** The SAST calendar day that `at` falls on, as a UTC midnight with the same date. */
function sastDay(at: Date): Date {
  const local = at.getTime() + SAST_OFFSET;
  return new Date(local - (((local % DAY) + DAY) % DAY));
}

/** "YYYY-MM-DD" of the SAST day `at` falls on: what a job that runs once a day is keyed by. */
export const sastDate = (at: Date) => dayKey(sastDay(at));

/** Whether the SAST day `at` falls on is a working day: a weekday and no public holiday. */
export function isWorkingDay(at: Date): boolean {
  const day = sastDay(at);
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(day.getUTCFullYear()).has(dayKey(day));
}

/** How far into its SAST day `at` is, in milliseconds. */
export const sastTimeOfDay = (at: Date) => at.getTime() - sastDay(at).getTime() + SAST_OFFSET;

/**
 * The moment a reply to an enquiry received at `receivedAt` is due: one working day (nine
 * working hours) later, counting working hours only. Friday 16:00 is due Monday 16:00; anything
 * received outside working hours is due at 17:00 on the next working day (Saturday: Monday
 * 17:00), as the working day it waits for is then a whole one.
 */
export function replyDueBy(receivedAt: Date): Date {
  let remaining = WORKING_DAY;
  let cursor = receivedAt.getTime();
  for (;;) {
    const midnight = sastDay(new Date(cursor)).getTime() - SAST_OFFSET;
    const opens = Math.max(cursor, midnight + OPENS);
    const closes = midnight + CLOSES;
    if (isWorkingDay(new Date(cursor)) && opens < closes) {
      if (remaining <= closes - opens) return new Date(opens + remaining);
      remaining -= closes - opens;
    }
    cursor = midnight + DAY;
  }
}

/**
 * Whether an enquiry is waiting past its deadline at `now`: not answered by then (a reply
 * after `now` has not happened yet at `now`) and the working day it was promised has passed.
 * One answered late is no longer waiting, so it is not overdue any more.
 */
export function isOverdue(receivedAt: Date, firstReplyAt: Date | null, now: Date): boolean {
  const answered = firstReplyAt !== null && firstReplyAt <= now;
  return !answered && now >= replyDueBy(receivedAt);
}
