import { z } from 'zod';
import { COVER_MOTIFS } from '../image/cover-svg.js';
import { blogPostDraftSchema, emailDraftSchema, newsItemsSchema, toolEnhancementSchema } from '../ai-writer.schemas.js';

/**
 * What the model must answer for each call. JSON mode (response_format json_object) only
 * guarantees an object, so every answer is wrapped in an object and checked here. Strict
 * json_schema structured outputs (zodResponseFormat) would be tighter, but they are not
 * supported by gpt-3.5-turbo, the default writer model.
 */
export const blogPostAnswerSchema = blogPostDraftSchema;

export const toolEnhancementsAnswerSchema = z.object({ tools: z.array(toolEnhancementSchema) });

export const emailAnswerSchema = emailDraftSchema;

export const newsAnswerSchema = z.object({ newsItems: newsItemsSchema });

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const imageDirectionAnswerSchema = z.object({
  alt: z.string().trim().min(1).max(300),
  colourFrom: hexColour,
  colourTo: hexColour,
  motif: z.enum(COVER_MOTIFS),
});
