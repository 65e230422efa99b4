import { z } from 'zod';

/** The shapes every writer must produce; the OpenAI adapter validates model answers with them. */

const text = (maximum: number) => z.string().trim().min(1).max(maximum);

/** The contract's definition, since a previewed draft comes back to the API to be published. */
export { blogPostDraftSchema } from '../../contract/blog.contract.js';

/** Ratings are kept to one decimal, as the catalogue stores them. */
const ratingSchema = z
  .number()
  .min(1)
  .max(5)
  .transform((rating) => Math.round(rating * 10) / 10);

export const toolEnhancementSchema = z.object({
  id: text(120),
  rating: ratingSchema,
  reviewCount: z.number().int().nonnegative(),
  pros: z.array(text(200)).min(1).max(8),
  features: z.array(text(200)).min(1).max(8),
  useCases: z.array(text(200)).min(1).max(8),
});

// The API answers these shapes as they are: one definition, in the contract.
export { emailDraftSchema, newsItemSchema, newsItemsSchema } from '../../contract/email-campaigns.contract.js';

export const generatedImageSchema = z.object({
  svg: z.string().startsWith('<svg').endsWith('</svg>'),
  alt: text(300),
  title: text(200),
});
