import type { GuideCategory, GuideTool } from '@contract/catalogue.contract';
import { GUIDE_CATEGORIES, type GuideCategoryId } from '@contract/catalogue.vocabulary';

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
