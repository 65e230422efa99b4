import { z } from 'zod';
import { BLOG_CATEGORIES } from '../../contract/blog.vocabulary.js';

/** The shapes every writer must produce; the OpenAI adapter validates model answers with them. */

const text = (maximum: number) => z.string().trim().min(1).max(maximum);

export const blogPostDraftSchema = z.object({
  title: text(160),
  category: z.enum(BLOG_CATEGORIES),
  excerpt: text(400),
  content: z.string().trim().min(200).max(20000),
});

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

export const emailDraftSchema = z.object({
  subject: text(150),
  content: z.string().trim().min(80).max(20000),
});

export const newsItemSchema = z.object({
  headline: text(200),
  summary: text(800),
  category: text(60),
});

export const newsItemsSchema = z.array(newsItemSchema).min(1).max(10);

export const generatedImageSchema = z.object({
  svg: z.string().startsWith('<svg').endsWith('</svg>'),
  alt: text(300),
  title: text(200),
});
