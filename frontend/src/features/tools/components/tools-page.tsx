import { useMemo, useRef, useState } from 'react';
import { Filter } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { OptionSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { absoluteUrl, simplePageHead, type PageHead } from '../../../lib/page-head/page-head';
import { usePageHead, usePageSiteUrl } from '../../../lib/page-head/use-page-head';
import { useHydrated } from '../../../lib/use-hydrated';
import { useQueryState } from '../../../lib/use-query-state';
import { useTools } from '../api/get-tools';
import type { Tool } from '@contract/catalogue.contract';
import { DEFAULT_TOOL_FILTERS, TOOL_SORT_OPTIONS, filterAndSortTools } from '../utils/tool-filters';
import { hasPanelFilters, toolFiltersQuery } from '../utils/tool-filters-query';
import { ToolCard } from './tool-card';
import { ToolDetailsDialog } from './tool-details-dialog';
import { ToolFiltersPanel } from './tool-filters-panel';

/** The directory's head: with the tools known, an ItemList of every tool (schema.org) and their count. */
const toolsHead = (tools: Tool[] | undefined, siteUrl: string): PageHead =>
  simplePageHead(
    '/tools',
    'All AI Tools',
    `Search, filter and compare ${tools ? `${tools.length} ` : ''}AI tools for writing, images, video, code, marketing and productivity.`,
    tools
      ? {
          structuredData: [
            {
              '@context': 'https://schema.org',
              '@type': 'ItemList',
              name: 'AI tools directory',
              url: absoluteUrl('/tools', siteUrl),
              numberOfItems: tools.length,
              itemListElement: tools.map((tool, index) => ({ '@type': 'ListItem', position: index + 1, name: tool.name, description: tool.description, url: tool.affiliateUrl })),
            },
          ],
        }
      : {},
  );

const LoadingGrid = () => (
  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="tools-loading">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} className="h-96" />
    ))}
  </div>
);

export const ToolsPage = () => {
  const tools = useTools();
  // In the URL's query: Back/Forward and a reload find the list the visitor left.
  const [filters, setFilters] = useQueryState(toolFiltersQuery);
  const [filtersOpen, setFiltersOpen] = useState(() => hasPanelFilters(filters));
  const searchInput = useRef<HTMLInputElement>(null);
  const [selectedTool, setSelectedTool] = useState<Tool | null>(null);

  const allTools = useMemo(() => tools.data ?? [], [tools.data]);
  const shownTools = useMemo(() => filterAndSortTools(allTools, filters), [allTools, filters]);
  const siteUrl = usePageSiteUrl();
  usePageHead(useMemo(() => toolsHead(tools.data, siteUrl), [tools.data, siteUrl]));
  // Typed into the server's HTML, a search would show text the list does not apply: usable once hydrated.
  const hydrated = useHydrated();

  // The Clear Filters button leaves with the empty state: focus goes to the search, where a new search starts.
  const clearFilters = () => {
    setFilters(DEFAULT_TOOL_FILTERS);
    searchInput.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-4xl font-bold">All AI Tools</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-400">Discover, compare and try the AI tools that fit your work.</p>
      </header>

      <div className="mb-4 flex flex-col gap-3 md:flex-row">
        <SearchInput
          ref={searchInput}
          wrapperClassName="flex-1"
          aria-label="Search tools"
          placeholder="Search tools by name, description or tag..."
          disabled={!hydrated}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
        />
        <div className="md:w-48">
          <OptionSelect label="Sort by" value={filters.sort} options={TOOL_SORT_OPTIONS} onChange={(sort) => setFilters({ ...filters, sort })} />
        </div>
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls="tool-filters" onClick={() => setFiltersOpen((open) => !open)}>
          <Filter className="h-4 w-4" aria-hidden="true" />
          Filters
        </Button>
      </div>

      {filtersOpen && (
        <div className="mb-6">
          <ToolFiltersPanel filters={filters} onChange={setFilters} />
        </div>
      )}

      {tools.isPending ? (
        <LoadingGrid />
      ) : tools.isError ? (
        <p role="alert" className="py-12 text-center text-gray-600 dark:text-gray-400">
          Unable to load tools. Please try again later.
        </p>
      ) : (
        <>
          {/* A polite status: a search or filter change is heard as well as seen. */}
          <p role="status" aria-atomic="true" className="mb-6 text-sm text-gray-600 dark:text-gray-400">
            Showing {shownTools.length} of {allTools.length} tools
          </p>
          {shownTools.length === 0 ? (
            <div className="py-16 text-center">
              <p className="mb-4 text-lg">No tools found matching your criteria</p>
              <Button variant="outline" onClick={clearFilters}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shownTools.map((tool) => (
                <ToolCard key={tool.id} tool={tool} onShowDetails={setSelectedTool} />
              ))}
            </div>
          )}
        </>
      )}

      <ToolDetailsDialog tool={selectedTool} onClose={() => setSelectedTool(null)} />
    </div>
  );
};
