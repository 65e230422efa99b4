import { z } from 'zod';
import { previewedEmailSchema } from '@contract/email-campaigns.contract';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { ADMIN_INTERESTS, FREQUENCIES } from '@contract/subscribers.vocabulary';

/** What the AI email writer's form holds (also the shape it is read back from the tab's storage in). */
export const aiEmailValuesSchema = z.object({
  frequency: z.enum(FREQUENCIES),
  interests: z.array(z.enum(ADMIN_INTERESTS)),
  description: z.string().max(EMAIL_LIMITS.customInterests),
});
export type AiEmailValues = z.infer<typeof aiEmailValuesSchema>;

/** Spec section 9: weekly, finance, and a description about AI tools for the stock market. */
export const AI_EMAIL_DEFAULTS: AiEmailValues = {
  frequency: 'weekly',
  interests: ['finance'],
  description: 'AI tools for the stock market: research, analysis and trading assistants for individual investors',
};

/**
 * The writer's form and the email it previewed (null before a preview): what a send takes, and how
 * it looks. A preview kept by an older build without its rendering does not fit, and is dropped.
 */
export const aiEmailWorkSchema = z.object({ values: aiEmailValuesSchema, preview: previewedEmailSchema.nullable() });
export type AiEmailWork = z.infer<typeof aiEmailWorkSchema>;
