import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { BLOG_CATEGORIES } from '@contract/blog.vocabulary';
import { backgroundClasses } from '../../testing/class-names';
import { BLOG_CATEGORY_TONES, BlogCategoryBadge } from '../blog-category-badge';
import { Badge, badgeToneClasses, type BadgeTone } from './badge';

const tones = Object.keys(badgeToneClasses) as BadgeTone[];

describe('Badge', () => {
  it.each(tones)('the %s tone renders at most one background per variant', (tone) => {
    render(<Badge tone={tone}>label</Badge>);
    const groups = backgroundClasses(screen.getByText('label'));
    Object.values(groups).forEach((classes) => expect(classes).toHaveLength(1));
  });

  it('uses the brand colour only when no tone is given', () => {
    render(
      <>
        <Badge>plain</Badge>
        <Badge tone="featured" className="absolute left-3 top-3">
          placed
        </Badge>
      </>,
    );
    expect(backgroundClasses(screen.getByText('plain'))).toEqual({ base: ['bg-indigo-600'] });
    expect(backgroundClasses(screen.getByText('placed'))).toEqual({ base: ['bg-amber-400'] });
    expect(screen.getByText('placed')).toHaveClass('absolute', 'left-3', 'top-3');
  });
});

describe('BlogCategoryBadge', () => {
  it('gives the five categories five different colours, one background each', () => {
    render(
      <>
        {BLOG_CATEGORIES.map((category) => (
          <BlogCategoryBadge key={category} category={category} className="absolute left-4 top-4" />
        ))}
      </>,
    );
    const backgrounds = BLOG_CATEGORIES.map((category) => backgroundClasses(screen.getByText(category)));
    backgrounds.forEach((groups) => expect(Object.keys(groups)).toEqual(['base']));
    expect(new Set(backgrounds.map((groups) => groups.base?.join(' '))).size).toBe(5);
    expect(new Set(Object.values(BLOG_CATEGORY_TONES)).size).toBe(5);
  });
});
