/**
 * Calendar arithmetic in the schedule's time zone (SCHEDULE_TIMEZONE, an IANA name). Dates are
 * 'YYYY-MM-DD' strings of that zone; instants are Dates. Pure: `now` is always passed in.
 */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Throws a RangeError naming the zone when it is not an IANA time zone this runtime knows. */
export const assertTimeZone = (timeZone: string): void => {
  partsFormatter(timeZone);
};

const wallClock = (instant: Date, timeZone: string) => {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar date an instant falls on in the zone. */
export const dateIn = (instant: Date, timeZone: string): CalendarDate => {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};

const parse = (date: CalendarDate) => {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const { year, month, day } = parse(value);
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
};

export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const { year, month, day } = parse(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** 0 is Sunday, 1 Monday, ... as Date.getDay. */
export const weekdayOf = (date: CalendarDate): number => {
  const { year, month, day } = parse(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

/** The first Monday strictly after the date. */
export const nextMonday = (date: CalendarDate): CalendarDate => addDays(date, ((8 - weekdayOf(date)) % 7) || 7);

/**
 * The instant at which the zone's clocks show `time` ('HH:MM') on `date`. In a spring-forward gap the
 * time does not exist and the instant of the same wall time after the jump is given.
 */
export const instantAt = (date: CalendarDate, time: string, timeZone: string): Date => {
  const { year, month, day } = parse(date);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two corrections settle every offset change (the second one covers a guess on the other side of a transition).
  for (let round = 0; round < 2; round++) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
};
