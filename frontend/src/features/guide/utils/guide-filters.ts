import type { GuideCategory, GuideTool } from '@contract/catalogue.contract';
import { GUIDE_CATEGORIES, type GuideCategoryId } from '@contract/catalogue.vocabulary';
import { type QueryCodec, setOrDelete } from '../../../lib/use-query-state';

export type GuideTab = 'all' | GuideCategoryId;

/** The 12 tabs of the guide page, in order (spec section 2): all tools, then one per category. */
export const GUIDE_TABS: readonly { value: GuideTab; label: string }[] = [
  { value: 'all', label: 'All Tools' },
  ...GUIDE_CATEGORIES.map((category) => ({ value: category.id, label: category.tab })),
];

export const isGuideTab = (value: string): value is GuideTab => GUIDE_TABS.some((tab) => tab.value === value);

/** Case-insensitive substring match on name or description; blank search matches all. */
export const matchesGuideSearch = (tool: GuideTool, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return !needle || tool.name.toLowerCase().includes(needle) || tool.description.toLowerCase().includes(needle);
};

/**
 * The categories to show: those matching the tab and, when search text exists, holding at least
 * one matching tool; inside each, only the matching tools. Without search text a category is
 * shown with all its tools.
 */
export const visibleGuideCategories = (categories: readonly GuideCategory[], tab: GuideTab, search: string): GuideCategory[] => {
  const searching = search.trim() !== '';
  return categories
    .filter((category) => tab === 'all' || category.id === tab)
    .map((category) => ({ ...category, tools: category.tools.filter((tool) => matchesGuideSearch(tool, search)) }))
    .filter((category) => !searching || category.tools.length > 0);
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the search and tabs leave on screen, in words, for the polite status line of the guide. */
export const guideResultSummary = (categories: readonly GuideCategory[]): string => {
  const tools = categories.reduce((sum, category) => sum + category.tools.length, 0);
  return `Showing ${counted(tools, 'tool', 'tools')} in ${counted(categories.length, 'category', 'categories')}`;
};

/** The guide's search and tab (spec section 4: initially empty and 'all'). */
export type GuideFilters = { search: string; tab: GuideTab };

/**
 * The guide's search and tab in its URL, e.g. `/ai-tools-guide?tab=code-development&q=copilot`. Without
 * a query (or with an unknown tab) the guide starts as the spec says: no search text, all tools; a
 * value at that start is left out, so the plain URL stays the canonical one.
 */
export const guideFiltersQuery: QueryCodec<GuideFilters> = {
  read: (parameters) => {
    const tab = parameters.get('tab') ?? '';
    return { search: parameters.get('q') ?? '', tab: isGuideTab(tab) ? tab : 'all' };
  },
  write: ({ search, tab }, parameters) => {
    setOrDelete(parameters, 'q', search, '');
    setOrDelete(parameters, 'tab', tab, 'all');
  },
};
