import { useMemo } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { useQueryState } from '../../../lib/use-query-state';
import { useGuide } from '../api/get-guide';
import { GUIDE_TABS, guideFiltersQuery, guideResultSummary, isGuideTab, visibleGuideCategories } from '../utils/guide-filters';
import { GuideCategorySection } from './guide-category-section';
import { GuideContents, GuideHero, GuideIntro, ImplementationStrategies } from './guide-intro';

/** Navigation, so a link styled as a button: it can open in a new tab, shows its target and is announced as a link. */
const SubscribeCallToAction = () => (
  <section className="rounded-2xl bg-linear-to-r from-indigo-600 to-purple-600 p-10 text-center text-white">
    <h2 className="mb-3 text-2xl font-bold">Stay ahead of every new AI tool</h2>
    <p className="mb-6 text-indigo-100">Get reviews, guides and launches in your inbox.</p>
    <Link to="/" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
      <Mail className="h-4 w-4" aria-hidden="true" />
      Subscribe to Daily Updates
    </Link>
  </section>
);

const GUIDE_HEAD = simplePageHead(
  '/ai-tools-guide',
  'The Complete AI Tools Guide for Business',
  '200+ curated AI tools with implementation guides: what AI is, how it changes business, and the right tools for content, code, marketing, support and more.',
);

export const GuidePage = () => {
  usePageHead(GUIDE_HEAD);
  const guide = useGuide();
  // In the URL's query: Back/Forward and a reload find the tab and search the visitor left.
  const [filters, setFilters] = useQueryState(guideFiltersQuery);
  const { search, tab } = filters;

  const categories = useMemo(() => visibleGuideCategories(guide.data?.categories ?? [], tab, search), [guide.data, tab, search]);

  return (
    <div>
      <GuideHero />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {guide.isPending ? (
          <p role="status" className="py-12 text-center text-gray-600 dark:text-gray-400">
            Loading AI tools guide...
          </p>
        ) : guide.isError ? (
          <p role="alert" className="py-12 text-center text-gray-600 dark:text-gray-400">
            Unable to load the AI tools guide. Please try again later.
          </p>
        ) : (
          <>
            <GuideIntro intro={guide.data.intro} />
            <GuideContents />
            <SearchInput
              wrapperClassName="mx-auto mb-8 max-w-xl"
              aria-label="Search AI tools"
              placeholder="Search AI tools..."
              value={search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            />
            {/* Heard, not seen: the sections below already show the result; this says what changed as the visitor types or picks a tab. */}
            <p role="status" aria-atomic="true" className="sr-only">
              {guideResultSummary(categories)}
            </p>
            <Tabs value={tab} onValueChange={(value) => isGuideTab(value) && setFilters({ ...filters, tab: value })}>
              <TabsList className="mb-8 w-full justify-center">
                {GUIDE_TABS.map((option) => (
                  <TabsTrigger key={option.value} value={option.value}>
                    {option.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value={tab}>
                {categories.length === 0 ? (
                  <p className="py-12 text-center text-gray-600 dark:text-gray-400">No AI tools match your search.</p>
                ) : (
                  categories.map((category) => <GuideCategorySection key={category.id} category={category} />)
                )}
              </TabsContent>
            </Tabs>
          </>
        )}
        <ImplementationStrategies />
        <SubscribeCallToAction />
      </div>
    </div>
  );
};
