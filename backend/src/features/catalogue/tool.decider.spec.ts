import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import type { ToolEvent } from './catalogue.events.js';
import type { Tool } from '../../contract/catalogue.contract.js';
import { toolDecider } from './tool.decider.js';

const tool: Tool = {
  id: 'example-ai',
  name: 'Example AI',
  description: 'Writes examples.',
  image: '/images/tools/example-ai.svg',
  tags: ['Writing'],
  featured: false,
  createdAt: '2025-01-01',
  reviewCount: 10,
  rating: 4.5,
  pros: ['Fast'],
  keyFeatures: ['Drafts'],
  useCases: ['Blogs'],
  affiliateUrl: 'https://example.com',
  gradientFrom: 'from-blue-500',
  gradientTo: 'to-indigo-600',
};
const added: ToolEvent = { type: 'ToolAdded', data: { tool, origin: 'seed' } };
const removed: ToolEvent = { type: 'ToolRemoved', data: { toolId: tool.id } };
const spec = deciderSpec(toolDecider);
const enhancement = { rating: 4.7, reviewCount: 99, pros: ['p'], features: ['f'], useCases: ['u'] };

describe('tool decider', () => {
  it('seeds a tool into an empty stream only', () => {
    spec.given([]).when({ type: 'Seed', tool }).then([added]);
    spec.given([added]).when({ type: 'Seed', tool }).then([]);
  });

  it('does not seed back a tool the admin removed', () => {
    spec.given([added, removed]).when({ type: 'Seed', tool }).then([]);
  });

  it('syncs: adds a missing tool, records the changed fields, and decides nothing when equal', () => {
    spec.given([]).when({ type: 'Sync', tool }).then([{ type: 'ToolAdded', data: { tool, origin: 'refresh' } }]);
    const renamed = { ...tool, name: 'Example AI 2', rating: 4.6 };
    spec.given([added]).when({ type: 'Sync', tool: renamed }).then([{ type: 'ToolChanged', data: { toolId: tool.id, tool: renamed, changedFields: ['name', 'rating'] } }]);
    spec.given([added]).when({ type: 'Sync', tool }).then([]);
  });

  it('removes a listed tool once', () => {
    spec.given([added]).when({ type: 'Remove', toolId: tool.id }).then([removed]);
    spec.given([added, removed]).when({ type: 'Remove', toolId: tool.id }).then([]);
  });

  it('records an enhancement with the writer that made it, only for a listed tool', () => {
    spec
      .given([added])
      .when({ type: 'Enhance', toolId: tool.id, enhancement, writer: 'offline', model: 'offline-template-v1' })
      .then([{ type: 'ToolEnhanced', data: { toolId: tool.id, ...enhancement, writer: 'offline', model: 'offline-template-v1' } }]);
    spec.given([added, removed]).when({ type: 'Enhance', toolId: tool.id, enhancement, writer: 'offline', model: 'm' }).thenThrows('Tool not found');
  });

  it('decides nothing when the enhancement equals the last one recorded', () => {
    const enhanced: ToolEvent = { type: 'ToolEnhanced', data: { toolId: tool.id, ...enhancement, writer: 'openai', model: 'gpt-4o' } };
    spec.given([added, enhanced]).when({ type: 'Enhance', toolId: tool.id, enhancement, writer: 'offline', model: 'offline-template-v1' }).then([]);
    const better = { ...enhancement, pros: ['p', 'q'] };
    spec
      .given([added, enhanced])
      .when({ type: 'Enhance', toolId: tool.id, enhancement: better, writer: 'offline', model: 'm' })
      .then([{ type: 'ToolEnhanced', data: { toolId: tool.id, ...better, writer: 'offline', model: 'm' } }]);
  });

  it('decides nothing when a first enhancement only repeats the listed values', () => {
    const listed = { rating: tool.rating, reviewCount: tool.reviewCount, pros: tool.pros, features: tool.keyFeatures, useCases: tool.useCases };
    spec.given([added]).when({ type: 'Enhance', toolId: tool.id, enhancement: listed, writer: 'offline', model: 'm' }).then([]);
  });

  it('keeps the last enhancement across a listing change, and forgets it once the tool is removed', () => {
    const enhanced: ToolEvent = { type: 'ToolEnhanced', data: { toolId: tool.id, ...enhancement, writer: 'offline', model: 'm' } };
    const renamed = { ...tool, name: 'Example AI 2' };
    const changed: ToolEvent = { type: 'ToolChanged', data: { toolId: tool.id, tool: renamed, changedFields: ['name'] } };
    spec.given([added, enhanced, changed]).when({ type: 'Enhance', toolId: tool.id, enhancement, writer: 'offline', model: 'm' }).then([]);
    const readded: ToolEvent = { type: 'ToolAdded', data: { tool, origin: 'refresh' } };
    spec
      .given([added, enhanced, removed, readded])
      .when({ type: 'Enhance', toolId: tool.id, enhancement, writer: 'offline', model: 'm' })
      .then([{ type: 'ToolEnhanced', data: { toolId: tool.id, ...enhancement, writer: 'offline', model: 'm' } }]);
  });
});
