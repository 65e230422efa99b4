import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/class-names';
import type { GuideCategory } from '@contract/catalogue.contract';
import { CategoryIcon } from './category-icon';
import { GuideToolCard } from './guide-tool-card';

export const GuideCategorySection = ({ category }: { category: GuideCategory }) => {
  const headingId = `guide-category-${category.id}`;
  return (
    // Every section starts below the fold: the browser skips its style and layout until it nears the
    // viewport, so a phone paints the page's first screen without laying out all 110 tool cards first.
    // The tools stay in the HTML for crawlers, find-in-page and assistive technology.
    // The section, not a heading inside it, is the scroll anchor (use-scroll-restoration): its box is
    // known without laying out its skipped contents, so measuring it while scrolling stays cheap.
    <section
      id={`guide-${category.id}`}
      data-scroll-anchor
      aria-labelledby={headingId}
      className="mb-12 [content-visibility:auto] [contain-intrinsic-size:auto_1800px]"
    >
      <div className="mb-6 flex items-center gap-3">
        {/* On a phone a long name wraps, beside an icon and a count that keep their shape: the badge stays one line. */}
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-lg', category.color)}>
          <CategoryIcon name={category.icon} className="h-5 w-5" />
        </span>
        <h2 id={headingId} className="text-2xl font-bold">
          {category.name}
        </h2>
        <Badge tone="neutral" className="shrink-0 whitespace-nowrap">
          {category.tools.length} {category.tools.length === 1 ? 'tool' : 'tools'}
        </Badge>
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {category.tools.map((tool) => (
          <GuideToolCard key={tool.name} tool={tool} categoryName={category.name} />
        ))}
      </div>
    </section>
  );
};
