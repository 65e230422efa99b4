import type { z } from 'zod';
import { validationError } from '../errors/domain-errors.js';

/** Unknown fields named in one answer at most: a request with a thousand of them gets a short one. */
const UNKNOWN_FIELDS_NAMED = 3;

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  object: 'must be a JSON object',
  array: 'must be a list',
  date: 'must be a date',
};

const plural = (count: number | bigint, one: string) => `${count} ${one}${Number(count) === 1 ? '' : 's'}`;

/** The size a `too_big` or `too_small` issue is about, in words (characters of text, items of a list). */
const sized = (origin: string, count: number | bigint) =>
  origin === 'string' ? plural(count, 'character') : origin === 'array' || origin === 'set' ? plural(count, 'item') : String(count);

const unknownFields = (keys: readonly string[]) => {
  const named = keys.slice(0, UNKNOWN_FIELDS_NAMED).map((key) => JSON.stringify(key.slice(0, 40)));
  const more = keys.length - named.length;
  return `${keys.length === 1 ? 'unknown field' : 'unknown fields'} ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
};

/**
 * The API's words for a problem its schema gives no message of its own (a schema's own message always
 * wins): what the value must be, never zod's default English, and never the value itself.
 */
const apiIssueMessage = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : (TYPE_WORDS[issue.expected] ?? 'has the wrong type');
    case 'too_big':
      return `must be at most ${sized(issue.origin, issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      return `must be at least ${sized(issue.origin, issue.minimum)}`;
    case 'unrecognized_keys':
      return unknownFields(issue.keys);
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be a valid email address' : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return 'is not valid';
  }
};

/**
 * Validates request input with its schema; the first problem becomes a 400 naming the field ("email:
 * must be text"), or the input as a whole ("body: must be a JSON object"). A schema's own message for
 * the whole input is the answer as it stands ("Please enter both username and password").
 */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, input: unknown, what = 'body'): z.infer<Schema> => {
  const result = schema.safeParse(input, {
    error: (issue) => ((issue.path?.length ?? 0) > 0 ? apiIssueMessage(issue) : `${what}: ${apiIssueMessage(issue)}`),
  });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue.path.length > 0) {
    const field = issue.path.join('.');
    throw validationError(field, issue.message, `${field}: ${issue.message}`);
  }
  // The reason is what is wrong ("must be a JSON object"), as for a field; the error names the input.
  const prefix = `${what}: `;
  throw validationError(what, issue.message.startsWith(prefix) ? issue.message.slice(prefix.length) : issue.message, issue.message);
};
