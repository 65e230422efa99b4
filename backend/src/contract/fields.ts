import { z } from 'zod';

/**
 * Field schemas several areas share. Messages are written to follow the field name in an error
 * ("email: must be a valid email address"), as core/http/parse-input.ts reports them.
 */

export const EMAIL_MAX_LENGTH = 254;

/**
 * A text field that is missing "is required"; one sent as a number, a list or anything else "must be
 * text". Other problems (too long, empty) keep their own words: this answers only for the type.
 */
export const TEXT_FIELD = {
  error: (issue: { code?: string; input: unknown }) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? 'is required' : 'must be text'),
};

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

/**
 * Control characters (other than tab and line breaks in `multiline` text) and unpaired surrogates
 * are never part of what a person typed; they would only end up in a post, a file name, an SVG, a
 * mail or the admin's screen, so every free text field refuses them at the door.
 */
const UNPAIRED_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u001F\\u007F]|${UNPAIRED_SURROGATE}`);
const MULTILINE_FORBIDDEN = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|${UNPAIRED_SURROGATE}`);
export const isPlainText = (text: string, multiline = false): boolean => !(multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
export const CONTROL_MESSAGE = 'must not contain control characters';

/** A free text field: one line unless `multiline` (a textarea), which allows tabs and line breaks. */
export type TextOptions = { min?: number; multiline?: boolean };

/** Required text, trimmed, 1 to `max` characters (at least `min` when given), plain text. */
export const requiredText = (max: number, { min = 1, multiline = false }: TextOptions = {}) => {
  const present = z.string(TEXT_FIELD).trim().min(1, 'is required');
  return (min > 1 ? present.min(min, `must be at least ${min} characters`) : present)
    .max(max, `must be at most ${max} characters`)
    .refine((text) => isPlainText(text, multiline), CONTROL_MESSAGE);
};

/** Optional text, trimmed, plain text; absent, null and blank all mean null. */
export const optionalText = (max: number, { multiline = false }: Pick<TextOptions, 'multiline'> = {}) =>
  z
    .string(TEXT_FIELD)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => isPlainText(text, multiline), CONTROL_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A whole number given as a query or path parameter, written in decimal digits: "16", not "0x10",
 * "1e1", "+5", "16.0" or " " (which `Number` would read as 16, 10, 5, 16 and 0). `number` adds the bounds.
 */
export const wholeNumberParameter = (message: string, number: (whole: z.ZodNumber) => z.ZodNumber = (whole) => whole) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value), number(z.number({ error: message }).int(message)));

/** The answer of the calls that only say what happened (and answer alike for known and unknown addresses). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** An ISO 8601 instant as the events record it (`occurredAt`). */
export const instantSchema = z.iso.datetime({ offset: true });
