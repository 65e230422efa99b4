import { z } from 'zod';
import { AI_WRITERS } from '../../contract/catalogue.vocabulary.js';
import { defineEvent, type EventOf } from '../../core/events/event-type.js';
import { enhancementSchema, guideCategorySchema, guideIntroSchema, toolSchema } from '../../contract/catalogue.contract.js';

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
  schema: z.object({ toolId: z.string(), ...enhancementSchema.shape, ...writer }),
});

export const GuidePublished = defineEvent({
  type: 'GuidePublished',
  schemaVersion: 1,
  schema: z.object({ intro: guideIntroSchema, categories: z.array(guideCategorySchema) }),
});

/** The events of one tool's stream. */
export const TOOL_EVENT_TYPES = [ToolAdded, ToolChanged, ToolRemoved, ToolEnhanced] as const;
export type ToolEvent = EventOf<(typeof TOOL_EVENT_TYPES)[number]>;

/** The events of the guide's stream. */
export const GUIDE_EVENT_TYPES = [GuidePublished] as const;

export const CATALOGUE_EVENT_TYPES = [...TOOL_EVENT_TYPES, ...GUIDE_EVENT_TYPES] as const;

export const toolStream = (toolId: string) => `tool-${toolId}`;
export const GUIDE_STREAM = 'guide';
