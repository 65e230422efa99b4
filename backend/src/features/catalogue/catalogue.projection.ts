import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { CATALOGUE_EVENT_TYPES } from './catalogue.events.js';
import type { Enhancement, GuideCategory, GuideIntro, Tool } from '../../contract/catalogue.contract.js';
import { pickEnhancement } from './tool.decider.js';

export const CATALOGUE_PROJECTION = 'catalogue';
export const TOOLS = 'tools';
export const GUIDE = 'guide';
export const GUIDE_ID = 'guide';

export type ToolView = Tool & { enhanced: (Enhancement & { writer: string; model: string; enhancedAt: string }) | null };
export type GuideView = { id: string; intro: GuideIntro; categories: GuideCategory[] };

/** The tool directory and the guide, as the public pages read them. */
export const catalogueProjection = defineProjection({
  name: CATALOGUE_PROJECTION,
  version: 1,
  collections: [TOOLS, GUIDE],
  events: CATALOGUE_EVENT_TYPES,
  async project(event, lookup): Promise<DocumentChange[]> {
    switch (event.type) {
      case 'ToolAdded':
      case 'ToolChanged': {
        const { tool } = event.data;
        const previous = (await lookup(TOOLS, tool.id)) as ToolView | null;
        const document: ToolView = { ...tool, enhanced: previous?.enhanced ?? null };
        return [{ kind: 'put', collection: TOOLS, document }];
      }
      case 'ToolRemoved':
        return [{ kind: 'delete', collection: TOOLS, id: event.data.toolId }];
      case 'ToolEnhanced': {
        const { toolId, writer, model } = event.data;
        const previous = (await lookup(TOOLS, toolId)) as ToolView | null;
        if (!previous) return [];
        const document: ToolView = { ...previous, enhanced: { ...pickEnhancement(event.data), writer, model, enhancedAt: event.metadata.occurredAt } };
        return [{ kind: 'put', collection: TOOLS, document }];
      }
      case 'GuidePublished': {
        const document: GuideView = { id: GUIDE_ID, ...event.data };
        return [{ kind: 'put', collection: GUIDE, document }];
      }
    }
  },
});
