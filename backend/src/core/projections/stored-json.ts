import type { z } from 'zod';

/**
 * A meta value this code wrote as JSON, read back with its schema: null when missing or unreadable
 * (written by another version of the app, say), so the caller treats it as absent.
 */
export const parseStoredJson = <Schema extends z.ZodType>(schema: Schema, value: string | null): z.infer<Schema> | null => {
  if (value === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
