import { z } from 'zod';

/**
 * Field schemas several areas share. Messages are written to follow the field name in an error
 * ("email: must be a valid email address"), as core/http/parse-input.ts reports them.
 */

export const EMAIL_MAX_LENGTH = 254;

/** A text field that is missing "is required"; one sent as a number, a list or anything else "must be text". */
export const TEXT_FIELD = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be text') };

/** Trimmed and lower-cased, so one address is one subscriber whatever its spelling. */
export const emailSchema = z
  .string(TEXT_FIELD)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'is too long')
  .pipe(z.email({ error: 'must be a valid email address' }))
  .meta({ format: 'email', description: 'Trimmed and lower-cased' });

/**
 * Text that has to stay on one line: a mail header such as a subject. A line break would end the header
 * (and a NUL is refused by mail servers), so the mail encoder refuses these characters too (core/mail).
 */
export const ONE_LINE = /^[^\r\n\0]*$/;
export const isOneLine = (value: string): boolean => ONE_LINE.test(value);
export const ONE_LINE_MESSAGE = 'must be one line';

/** Required text, trimmed, 1 to `max` characters (at least `min` when given). */
export const requiredText = (max: number, min = 1) => {
  const present = z.string(TEXT_FIELD).trim().min(1, 'is required');
  return (min > 1 ? present.min(min, `must be at least ${min} characters`) : present).max(max, `must be at most ${max} characters`);
};

/** Optional text, trimmed; absent, null and blank all mean null. */
export const optionalText = (max: number) =>
  z
    .string(TEXT_FIELD)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The answer of the calls that only say what happened (and answer alike for known and unknown addresses). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** An ISO 8601 instant as the events record it (`occurredAt`). */
export const instantSchema = z.iso.datetime({ offset: true });
