import { describe, expect, it } from '@jest/globals';
import { buildGuideCategory, buildGuideTool } from '../../../testing/builders/guide';
import { GUIDE_TABS, guideResultSummary, isGuideTab, visibleGuideCategories } from './guide-filters';

const content = buildGuideCategory({
  id: 'content-creation',
  name: 'Content Creation',
  tools: [
    buildGuideTool({ name: 'Jasper', description: 'Marketing copy at scale' }),
    buildGuideTool({ name: 'Grammarly', description: 'Writing assistant' }),
  ],
});
const code = buildGuideCategory({
  id: 'code-development',
  name: 'Code Development',
  tools: [buildGuideTool({ name: 'GitHub Copilot', description: 'Pair programmer', category: 'code-development' })],
});
const empty = buildGuideCategory({ id: 'security-privacy', name: 'Security', tools: [] });
const categories = [content, code, empty];

const summary = (shown: ReturnType<typeof visibleGuideCategories>) =>
  shown.map((category) => [category.id, category.tools.map((tool) => tool.name)]);

describe('GUIDE_TABS', () => {
  it('has the 12 tabs mapped to the spec category ids', () => {
    expect(GUIDE_TABS.map((tab) => `${tab.label}=${tab.value}`)).toEqual([
      'All Tools=all',
      'Content=content-creation',
      'Media=image-video',
      'Code=code-development',
      'Business=business-intelligence',
      'Productivity=productivity-automation',
      'Support=customer-support',
      'Audio=audio-music',
      'Research=research-education',
      'Marketing=marketing-social',
      'Finance=finance-business',
      'Security=security-privacy',
    ]);
    expect(isGuideTab('audio-music')).toBe(true);
    expect(isGuideTab('music')).toBe(false);
  });
});

describe('visibleGuideCategories', () => {
  it('shows every category with all tools on the All tab without search', () => {
    expect(summary(visibleGuideCategories(categories, 'all', ''))).toEqual([
      ['content-creation', ['Jasper', 'Grammarly']],
      ['code-development', ['GitHub Copilot']],
      ['security-privacy', []],
    ]);
  });

  it('shows only the category of the selected tab', () => {
    expect(summary(visibleGuideCategories(categories, 'code-development', ''))).toEqual([['code-development', ['GitHub Copilot']]]);
  });

  it('matches the name or description case-insensitively and hides categories without a match', () => {
    expect(summary(visibleGuideCategories(categories, 'all', 'WRITING'))).toEqual([['content-creation', ['Grammarly']]]);
    expect(summary(visibleGuideCategories(categories, 'all', 'pilot'))).toEqual([['code-development', ['GitHub Copilot']]]);
  });

  it('combines the tab and the search', () => {
    expect(visibleGuideCategories(categories, 'code-development', 'jasper')).toEqual([]);
  });

  it('treats whitespace-only search as no search', () => {
    expect(visibleGuideCategories(categories, 'all', '   ')).toHaveLength(3);
  });
});

describe('guideResultSummary', () => {
  const category = (name: string, tools: number) =>
    buildGuideCategory({ tools: Array.from({ length: tools }, (_, index) => buildGuideTool({ name: `${name} ${index}` })) });

  it('counts the tools and categories left, in the singular where there is one', () => {
    expect(guideResultSummary([category('a', 2), category('b', 3)])).toBe('Showing 5 tools in 2 categories');
    expect(guideResultSummary([category('a', 1)])).toBe('Showing 1 tool in 1 category');
  });

  it('counts nothing when nothing matches', () => {
    expect(guideResultSummary([])).toBe('Showing 0 tools in 0 categories');
  });
});
