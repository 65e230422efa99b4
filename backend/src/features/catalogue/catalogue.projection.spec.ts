import { describe, expect, it } from '@jest/globals';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from './data/guide.data.js';
import { SEED_TOOLS } from './data/tools.data.js';
import { CATALOGUE_PROJECTION, catalogueProjection, GUIDE, TOOLS } from './catalogue.projection.js';
import type { Tool } from '../../contract/catalogue.contract.js';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';

const [tool, other] = SEED_TOOLS as [Tool, Tool];
const enhancement = { rating: 4.2, reviewCount: 321, pros: ['Clear pro'], features: ['Real feature'], useCases: ['Real use'] };
const added = (listed: Tool): GivenEvent => ({ type: 'ToolAdded', data: { tool: listed, origin: 'seed' } });
const enhanced: GivenEvent = { type: 'ToolEnhanced', data: { toolId: tool.id, ...enhancement, writer: 'openai', model: 'gpt-4o' }, occurredAt: '2026-02-03T04:05:06.000Z' };
const recordedEnhancement = { ...enhancement, writer: 'openai', model: 'gpt-4o', enhancedAt: '2026-02-03T04:05:06.000Z' };
const removed: GivenEvent = { type: 'ToolRemoved', data: { toolId: tool.id } };

const fold = (events: GivenEvent[]) => foldProjection(catalogueProjection, events);

describe('catalogue projection', () => {
  it('is named as the services read it', () => {
    expect(catalogueProjection.name).toBe(CATALOGUE_PROJECTION);
  });

  it('lists added tools without an enhancement', async () => {
    const { [TOOLS]: tools } = await fold([added(tool), added(other)]);
    expect(tools).toEqual([{ ...tool, enhanced: null }, { ...other, enhanced: null }].sort((left, right) => (left.id < right.id ? -1 : 1)));
  });

  it('records an enhancement with its writer, model and time', async () => {
    const { [TOOLS]: tools } = await fold([added(tool), enhanced]);
    expect(tools).toEqual([{ ...tool, enhanced: recordedEnhancement }]);
  });

  it('keeps the enhancement when the listing changes', async () => {
    const renamed = { ...tool, name: `${tool.name} Pro`, rating: 3.9 };
    const { [TOOLS]: tools } = await fold([added(tool), enhanced, { type: 'ToolChanged', data: { toolId: tool.id, tool: renamed, changedFields: ['name', 'rating'] } }]);
    expect(tools).toEqual([{ ...renamed, enhanced: recordedEnhancement }]);
  });

  it('drops the tool and its enhancement on removal, so a re-added tool starts without one', async () => {
    expect((await fold([added(tool), enhanced, removed]))[TOOLS]).toEqual([]);
    expect((await fold([added(tool), enhanced, removed, { type: 'ToolAdded', data: { tool, origin: 'refresh' } }]))[TOOLS]).toEqual([{ ...tool, enhanced: null }]);
  });

  it('ignores an enhancement of a tool that is not listed', async () => {
    expect((await fold([enhanced]))[TOOLS]).toEqual([]);
    expect((await fold([added(tool), removed, enhanced]))[TOOLS]).toEqual([]);
  });

  it('keeps the guide as one document, replaced by a later publication', async () => {
    const guide = { intro: GUIDE_INTRO, categories: [...GUIDE_CATEGORIES] };
    expect((await fold([{ type: 'GuidePublished', data: guide }]))[GUIDE]).toEqual([{ id: 'guide', ...guide }]);
    const shorter = { intro: GUIDE_INTRO, categories: GUIDE_CATEGORIES.slice(0, 1) };
    expect((await fold([{ type: 'GuidePublished', data: guide }, { type: 'GuidePublished', data: shorter }]))[GUIDE]).toEqual([{ id: 'guide', ...shorter }]);
  });
});
