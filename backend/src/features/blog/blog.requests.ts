import { z } from 'zod';

/**
 * Control characters (other than tab and line breaks where `multiline`) and unpaired surrogates are
 * never part of a title or topic a person typed; they would only end up in a post, a file name or
 * an SVG, so they are refused at the door.
 */
const UNPAIRED_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u001F\\u007F]|${UNPAIRED_SURROGATE}`);
const MULTILINE_FORBIDDEN = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|${UNPAIRED_SURROGATE}`);
const plainText = (text: string, multiline = false) => !(multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
const CONTROL_MESSAGE = 'must not contain control characters';

export const topicRequestSchema = z.strictObject({
  topic: z
    .string({ error: 'must be text' })
    .max(300, 'must be at most 300 characters')
    .refine((topic) => topic.trim().length > 0, 'must not be blank when given')
    .refine((topic) => plainText(topic), CONTROL_MESSAGE)
    .transform((topic) => topic.trim())
    .nullish(),
});

export const imageRequestSchema = z.strictObject({
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .refine((title) => plainText(title), CONTROL_MESSAGE),
  description: z
    .string()
    .trim()
    .max(1000, 'must be at most 1000 characters')
    .refine((description) => plainText(description, true), CONTROL_MESSAGE)
    .nullish()
    .transform((value) => value || null),
});

/** Post ids are UUIDs or seed slugs; anything longer is no post of ours. */
export const postIdSchema = z.string().min(1, 'is required').max(200, 'must be at most 200 characters');
