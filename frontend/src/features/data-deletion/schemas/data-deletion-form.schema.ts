import { z } from 'zod';
import { DELETION_LIMITS } from '@contract/privacy.vocabulary';

/** The spec's rule is deliberately loose: non-empty and containing an @. The reason is optional, bounded as the server bounds it. */
export const dataDeletionFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .refine((email) => email.includes('@')),
  reason: z.string().trim().max(DELETION_LIMITS.reason),
});

export type DataDeletionFormValues = z.input<typeof dataDeletionFormSchema>;

export const dataDeletionFormInvalid = {
  title: 'Invalid Email',
  description: 'Please enter a valid email address.',
} as const;
