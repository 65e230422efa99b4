import type { Projection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import type { Enhancement } from './tool.decider.js';
import type { GuideCategory, GuideIntro, Tool } from './catalogue.schemas.js';

export const CATALOGUE_PROJECTION = 'catalogue';
export const TOOLS = 'tools';
export const GUIDE = 'guide';
export const GUIDE_ID = 'guide';

export type ToolView = Tool & { enhanced: (Enhancement & { writer: string; model: string; enhancedAt: string }) | null };
export type GuideView = { id: string; intro: GuideIntro; categories: GuideCategory[] };

/** The tool directory and the guide, as the public pages read them. */
export const catalogueProjection: Projection = {
  name: CATALOGUE_PROJECTION,
  version: 1,
  collections: [TOOLS, GUIDE],
  eventTypes: ['ToolAdded', 'ToolChanged', 'ToolRemoved', 'ToolEnhanced', 'GuidePublished'],
  async project(event, lookup): Promise<DocumentChange[]> {
    switch (event.type) {
      case 'ToolAdded':
      case 'ToolChanged': {
        const tool = event.data.tool as Tool;
        const previous = (await lookup(TOOLS, tool.id)) as ToolView | null;
        return [{ kind: 'put', collection: TOOLS, document: { ...tool, enhanced: previous?.enhanced ?? null } }];
      }
      case 'ToolRemoved':
        return [{ kind: 'delete', collection: TOOLS, id: String(event.data.toolId) }];
      case 'ToolEnhanced': {
        const { toolId, ...enhancement } = event.data as Enhancement & { toolId: string; writer: string; model: string };
        const previous = (await lookup(TOOLS, toolId)) as ToolView | null;
        if (!previous) return [];
        return [{ kind: 'put', collection: TOOLS, document: { ...previous, enhanced: { ...enhancement, enhancedAt: event.metadata.occurredAt } } }];
      }
      case 'GuidePublished':
        return [{ kind: 'put', collection: GUIDE, document: { id: GUIDE_ID, ...(event.data as Omit<GuideView, 'id'>) } }];
      default:
        return [];
    }
  },
};
