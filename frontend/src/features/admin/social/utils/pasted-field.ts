import type { z } from 'zod';
import { toast, type Notice } from '../../../../components/ui/use-toast';

/**
 * Checks a pasted token or code with the server's own schema for the field. Missing, it gets the
 * spec's toast ('Missing Token', 'Missing Code') and its words as the field's message; otherwise wrong
 * (spaces in it), the schema's reason. Answers the field's message, or null when it would pass.
 */
export const checkPasted = (schema: z.ZodType, field: string, value: string, missing: Notice, noun: 'token' | 'code'): string | null => {
  const parsed = schema.safeParse({ [field]: value });
  if (parsed.success) return null;
  const problem = parsed.error.issues[0]?.message ?? 'is not valid';
  if (problem !== missing.description) return `The ${noun} ${problem}`;
  toast({ ...missing, variant: 'destructive' });
  return problem;
};
