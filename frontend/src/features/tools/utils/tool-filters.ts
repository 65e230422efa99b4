import type { Tool } from '@contract/catalogue.contract';
import type { ToolCategory, ToolFeatureFilter } from '@contract/catalogue.vocabulary';

export type ToolSortOption = 'featured' | 'name' | 'newest' | 'popular';
export const TOOL_SORT_OPTIONS: readonly { value: ToolSortOption; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
];

/** Shown but not applied: tools carry no price data the spec attaches rules to. */
export type PriceFilter = 'all' | 'free' | 'under-10' | '10-50' | 'over-50';
export const PRICE_FILTER_OPTIONS: readonly { value: PriceFilter; label: string }[] = [
  { value: 'all', label: 'All Prices' },
  { value: 'free', label: 'Free' },
  { value: 'under-10', label: 'Under $10' },
  { value: '10-50', label: '$10 - $50' },
  { value: 'over-50', label: 'Over $50' },
];

export type ToolFilters = {
  search: string;
  categories: ToolCategory[];
  sort: ToolSortOption;
  price: PriceFilter;
  features: ToolFeatureFilter[];
};

export const DEFAULT_TOOL_FILTERS: ToolFilters = {
  search: '',
  categories: [],
  sort: 'featured',
  price: 'all',
  features: [],
};

/** Case-insensitive match on name, description or any tag; blank search matches everything. */
export const matchesToolSearch = (tool: Tool, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    tool.name.toLowerCase().includes(needle) ||
    tool.description.toLowerCase().includes(needle) ||
    tool.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
};

/** Passes when no category is selected or any selected category is among the tool's tags. */
export const matchesToolCategories = (tool: Tool, categories: readonly ToolCategory[]): boolean =>
  categories.length === 0 || categories.some((category) => tool.tags.includes(category));

const byName = (left: Tool, right: Tool) => left.name.localeCompare(right.name);

const comparators: Record<ToolSortOption, (left: Tool, right: Tool) => number> = {
  // Featured first; ties keep the server's order (Array.prototype.sort is stable).
  featured: (left, right) => Number(right.featured) - Number(left.featured),
  name: byName,
  // ISO dates compare correctly as strings; unparsable dates sort last.
  newest: (left, right) => (Date.parse(right.createdAt) || 0) - (Date.parse(left.createdAt) || 0),
  popular: (left, right) => right.reviewCount - left.reviewCount,
};

/**
 * The list the directory shows. Price and feature selections are deliberately ignored:
 * the spec displays those filters without applying them.
 */
export const filterAndSortTools = (tools: readonly Tool[], filters: ToolFilters): Tool[] =>
  tools
    .filter((tool) => matchesToolSearch(tool, filters.search) && matchesToolCategories(tool, filters.categories))
    .sort(comparators[filters.sort]);
