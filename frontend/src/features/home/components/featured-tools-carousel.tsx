import { ExternalLink, Star } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { sendToolClick } from '../../../lib/beacon';
import { trackConversion } from '../../../lib/tracking';
import { useFeaturedTools } from '../api/get-featured-tools';
import type { Tool } from '@contract/catalogue.contract';
import { Carousel } from './carousel';
import { CarouselSkeleton } from './carousel-skeleton';

/** Spec section 9: the first 6 featured tools, one every 4 s; 3 tags per card. */
export const FEATURED_TOOL_SLIDES = 6;
export const FEATURED_TOOL_INTERVAL_MS = 4000;
const SHOWN_TAGS = 3;

const ToolSlide = ({ tool }: { tool: Tool }) => (
  <article className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white md:grid-cols-2 dark:border-gray-800 dark:bg-gray-900">
    <div className={cn('relative h-64 bg-gradient-to-br md:h-full', tool.gradientFrom, tool.gradientTo)}>
      <ImageWithFallback src={tool.image} alt={tool.name} className="h-full w-full object-cover" />
      <Badge tone="featured" className="absolute left-4 top-4 gap-1">
        <Star className="h-3 w-3" aria-hidden="true" />
        Featured
      </Badge>
    </div>
    <div className="flex flex-col justify-center gap-4 p-8">
      <h3 className="text-2xl font-bold">{tool.name}</h3>
      <p className="text-gray-600 dark:text-gray-400">{tool.description}</p>
      <ul aria-label={`${tool.name} tags`} className="flex flex-wrap gap-2">
        {tool.tags.slice(0, SHOWN_TAGS).map((tag) => (
          <li key={tag}>
            <Badge tone="neutral">{tag}</Badge>
          </li>
        ))}
      </ul>
      <a
        href={tool.affiliateUrl}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={() => {
          sendToolClick(tool.name);
          trackConversion('tool_click', { toolName: tool.name });
        }}
        className={buttonClasses({ size: 'lg', className: 'self-start' })}
      >
        Try {tool.name}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </a>
    </div>
  </article>
);

export const FeaturedToolsCarousel = () => {
  const { data, isPending } = useFeaturedTools();
  const tools = (data ?? []).slice(0, FEATURED_TOOL_SLIDES);
  if (!isPending && tools.length === 0) return null;

  return (
    <section id="tools" aria-labelledby="featured-tools-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <h2 id="featured-tools-heading" className="text-3xl font-bold md:text-4xl">
            Discover Powerful AI Tools
          </h2>
          <p className="mt-3 text-gray-600 dark:text-gray-400">Hand-picked tools our readers get the most out of.</p>
        </div>
        {isPending ? (
          <CarouselSkeleton label="Loading featured tools" />
        ) : (
          <Carousel label="Featured AI tools" items={tools} intervalMs={FEATURED_TOOL_INTERVAL_MS} itemKey={(tool) => tool.id} renderSlide={(tool) => <ToolSlide tool={tool} />} />
        )}
        <div className="mt-8 text-center">
          <Link to="/tools" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            View All Tools
          </Link>
        </div>
      </div>
    </section>
  );
};
