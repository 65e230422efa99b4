import type { z } from 'zod';
import { validationError } from '../errors/domain-errors.js';

/** Validates request input with its schema; the first problem becomes a 400 naming the field. */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, input: unknown, what = 'body'): z.infer<Schema> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : what;
  throw validationError(field, issue.message, issue.path.length > 0 ? `${field}: ${issue.message}` : issue.message);
};
