import { describe, expect, it } from '@jest/globals';
import { TOOL_CATEGORIES, TOOL_FEATURE_FILTERS } from '@contract/catalogue.vocabulary';
import { buildTool } from '../../../testing/builders/tool';
import {
  DEFAULT_TOOL_FILTERS,
  PRICE_FILTER_OPTIONS,
  TOOL_SORT_OPTIONS,
  filterAndSortTools,
  type ToolFilters,
} from './tool-filters';

const withFilters = (overrides: Partial<ToolFilters>): ToolFilters => ({ ...DEFAULT_TOOL_FILTERS, ...overrides });
const names = (tools: { name: string }[]) => tools.map((tool) => tool.name);

const writer = buildTool({ name: 'QuillBot', description: 'Paraphrasing helper', tags: ['Writing', 'Editing'], featured: false, createdAt: '2024-03-01', reviewCount: 50 });
const painter = buildTool({ name: 'Artisan', description: 'Makes IMAGES from prompts', tags: ['Images', 'Design'], featured: true, createdAt: '2025-02-01', reviewCount: 10 });
const coder = buildTool({ name: 'Codey', description: 'Pair programmer', tags: ['Coding', 'Assistant'], featured: true, createdAt: '2023-06-15', reviewCount: 900 });
const all = [writer, painter, coder];

describe('tool filter constants', () => {
  it('lists the 15 categories, 8 feature filters, 4 sorts and 5 price options of the spec', () => {
    expect(TOOL_CATEGORIES).toHaveLength(15);
    expect(TOOL_FEATURE_FILTERS).toEqual(['Free Tier', 'API Access', 'Team Collaboration', 'Mobile App', 'Real-time Editing', 'Cloud Storage', 'Integrations', 'Custom Training']);
    expect(TOOL_SORT_OPTIONS.map((option) => option.value)).toEqual(['featured', 'name', 'newest', 'popular']);
    expect(PRICE_FILTER_OPTIONS.map((option) => option.value)).toEqual(['all', 'free', 'under-10', '10-50', 'over-50']);
  });
});

describe('filterAndSortTools search', () => {
  it('matches the name case-insensitively', () => {
    expect(names(filterAndSortTools(all, withFilters({ search: 'quill' })))).toEqual(['QuillBot']);
  });

  it('matches the description case-insensitively', () => {
    expect(names(filterAndSortTools(all, withFilters({ search: 'images from' })))).toEqual(['Artisan']);
  });

  it('matches a tag case-insensitively', () => {
    expect(names(filterAndSortTools(all, withFilters({ search: 'assistant' })))).toEqual(['Codey']);
  });

  it('returns every tool for blank search text', () => {
    expect(filterAndSortTools(all, withFilters({ search: '   ' }))).toHaveLength(3);
  });

  it('returns nothing when no field matches', () => {
    expect(filterAndSortTools(all, withFilters({ search: 'spreadsheet' }))).toEqual([]);
  });
});

describe('filterAndSortTools categories', () => {
  it('keeps a tool when any selected category is among its tags', () => {
    expect(names(filterAndSortTools(all, withFilters({ categories: ['Design', 'Editing'], sort: 'name' })))).toEqual(['Artisan', 'QuillBot']);
  });

  it('drops tools that carry none of the selected categories', () => {
    expect(filterAndSortTools(all, withFilters({ categories: ['Video'] }))).toEqual([]);
  });

  it('combines search and categories', () => {
    expect(names(filterAndSortTools(all, withFilters({ categories: ['Writing', 'Coding'], search: 'pair' })))).toEqual(['Codey']);
  });
});

describe('filterAndSortTools ignores price and feature filters', () => {
  it('keeps every tool whatever price or features are selected', () => {
    const result = filterAndSortTools(all, withFilters({ price: 'over-50', features: ['API Access', 'Mobile App'] }));
    expect(result).toHaveLength(3);
  });
});

describe('filterAndSortTools sorting', () => {
  it('puts featured tools first and keeps the server order otherwise', () => {
    expect(names(filterAndSortTools(all, withFilters({ sort: 'featured' })))).toEqual(['Artisan', 'Codey', 'QuillBot']);
  });

  it('sorts by name', () => {
    expect(names(filterAndSortTools(all, withFilters({ sort: 'name' })))).toEqual(['Artisan', 'Codey', 'QuillBot']);
  });

  it('sorts newest first by createdAt', () => {
    expect(names(filterAndSortTools(all, withFilters({ sort: 'newest' })))).toEqual(['Artisan', 'QuillBot', 'Codey']);
  });

  it('sorts the most reviewed first for popular', () => {
    expect(names(filterAndSortTools(all, withFilters({ sort: 'popular' })))).toEqual(['Codey', 'QuillBot', 'Artisan']);
  });

  it('does not reorder the input array', () => {
    filterAndSortTools(all, withFilters({ sort: 'name' }));
    expect(names(all)).toEqual(['QuillBot', 'Artisan', 'Codey']);
  });
});
