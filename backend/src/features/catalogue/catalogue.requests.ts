import { z } from 'zod';

/** A tool name or id as it appears in a URL; longer than any name we list is not a lookup worth making. */
export const toolNameSchema = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');
