/** UTC days as 'YYYY-MM-DD': the buckets of every analytics series. */

const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOfInstant = (instant: Date): string => instant.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The `count` days ending with `last`, oldest first. */
export const daysEndingWith = (last: string, count: number): string[] => Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
