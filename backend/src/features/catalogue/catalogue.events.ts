import { z } from 'zod';
import { AI_WRITERS } from '../../contract/catalogue.vocabulary.js';
import { defineEvent, type EventData } from '../../core/events/event-type.js';
import { guideCategorySchema, guideIntroSchema, toolSchema } from '../../contract/catalogue.contract.js';

const writer = { writer: z.enum(AI_WRITERS), model: z.string() };

export const ToolAdded = defineEvent({ type: 'ToolAdded', schemaVersion: 1, schema: z.object({ tool: toolSchema, origin: z.enum(['seed', 'refresh']) }) });

export const ToolChanged = defineEvent({
  type: 'ToolChanged',
  schemaVersion: 1,
  schema: z.object({ toolId: z.string(), tool: toolSchema, changedFields: z.array(z.string()) }),
});

export const ToolRemoved = defineEvent({ type: 'ToolRemoved', schemaVersion: 1, schema: z.object({ toolId: z.string() }) });

export const ToolEnhanced = defineEvent({
  type: 'ToolEnhanced',
  schemaVersion: 1,
  schema: z.object({
    toolId: z.string(),
    rating: z.number(),
    reviewCount: z.number().int(),
    pros: z.array(z.string()),
    features: z.array(z.string()),
    useCases: z.array(z.string()),
    ...writer,
  }),
});

export const GuidePublished = defineEvent({
  type: 'GuidePublished',
  schemaVersion: 1,
  schema: z.object({ intro: guideIntroSchema, categories: z.array(guideCategorySchema) }),
});

export const CATALOGUE_EVENT_TYPES = [ToolAdded, ToolChanged, ToolRemoved, ToolEnhanced, GuidePublished] as const;

export type ToolEvent =
  | { type: 'ToolAdded'; data: EventData<typeof ToolAdded> }
  | { type: 'ToolChanged'; data: EventData<typeof ToolChanged> }
  | { type: 'ToolRemoved'; data: EventData<typeof ToolRemoved> }
  | { type: 'ToolEnhanced'; data: EventData<typeof ToolEnhanced> };

/** Every catalogue event with its typed data: what the catalogue projection folds. */
export type CatalogueEvent = ToolEvent | { type: 'GuidePublished'; data: EventData<typeof GuidePublished> };

export const toolStream = (toolId: string) => `tool-${toolId}`;
export const GUIDE_STREAM = 'guide';
