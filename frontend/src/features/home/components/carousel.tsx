import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/class-names';
import { useCarousel } from '../hooks/use-carousel';

type CarouselProps<Item> = {
  label: string;
  items: Item[];
  intervalMs: number;
  itemKey: (item: Item) => string | number;
  renderSlide: (item: Item) => ReactNode;
};

/**
 * A slide show with previous/next, pause/play, dots, swipes on a touch screen, a progress bar and an 'n of total' counter. The counter
 * is a live region that stays silent while the slides rotate by themselves and speaks once the
 * visitor has taken over (a manual action, the pointer over the carousel or keyboard focus in it).
 */
export const Carousel = <Item,>({ label, items, intervalMs, itemKey, renderSlide }: CarouselProps<Item>) => {
  const { index, rotating, stopped, togglePlaying, goTo, next, previous, pauseHandlers, swipeHandlers, progressPercent } = useCarousel({ count: items.length, intervalMs });
  const playLabel = stopped ? 'Play slide show' : 'Pause slide show';

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative" {...pauseHandlers}>
      {/* Swiped sideways on a touch screen; a vertical move stays the page's scroll (touch-pan-y). */}
      <div className="touch-pan-y overflow-hidden rounded-2xl" {...swipeHandlers}>
        <div className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${index * 100}%)` }}>
          {items.map((item, position) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${items.length}`}
              aria-hidden={position !== index}
              inert={position !== index}
              className="w-full shrink-0"
            >
              {renderSlide(item)}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-between gap-4">
        <Tooltip content="Previous slide" align="start">
          <Button variant="outline" size="icon" aria-label="Previous slide" onClick={previous}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
        </Tooltip>
        <div className="flex flex-1 flex-col items-center gap-3">
          <div className="flex items-center gap-2">
            <Tooltip content={playLabel}>
              <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={playLabel} onClick={togglePlaying}>
                {stopped ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />}
              </Button>
            </Tooltip>
            <div className="flex">
              {items.map((item, position) => (
                // The dot is small, its button is not: a 24x24 px target (WCAG 2.5.8) around it.
                <button
                  key={itemKey(item)}
                  type="button"
                  aria-label={`Go to slide ${position + 1}`}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                  className="group flex h-6 min-w-6 items-center justify-center px-1"
                >
                  <span
                    aria-hidden="true"
                    // Non-text contrast (WCAG 1.4.11): every dot stands out 3:1 from the page in both themes.
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      position === index
                        ? 'w-8 bg-indigo-600 dark:bg-indigo-400'
                        : 'w-2.5 bg-gray-500 group-hover:bg-gray-700 dark:bg-gray-500 dark:group-hover:bg-gray-300',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
          <div
            role="progressbar"
            aria-label={`${label} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progressPercent)}
            className="h-1 w-full max-w-xs overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
          >
            <div className="h-full bg-indigo-600 transition-all duration-500 dark:bg-indigo-400" style={{ width: `${progressPercent}%` }} />
          </div>
          <p className="text-sm text-gray-600 dark:text-gray-400" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-counter">
            {index + 1} of {items.length}
          </p>
        </div>
        <Tooltip content="Next slide" align="end">
          <Button variant="outline" size="icon" aria-label="Next slide" onClick={next}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </div>
  );
};
