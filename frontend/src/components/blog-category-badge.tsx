import type { BlogCategory } from '@contract/blog.vocabulary';
import { Badge, type BadgeTone } from './ui/badge';

/** Spec section 3: Guide, Tutorial, Strategy, News and Review each get their own colour. */
export const BLOG_CATEGORY_TONES: Record<BlogCategory, BadgeTone> = {
  Guide: 'blue',
  Tutorial: 'emerald',
  Strategy: 'purple',
  News: 'red',
  Review: 'amber',
};

/** The category chip of the blog list, the post page and the home carousel. */
export const BlogCategoryBadge = ({ category, className }: { category: BlogCategory; className?: string }) => (
  <Badge data-category={category} tone={BLOG_CATEGORY_TONES[category] ?? 'gray'} className={className}>
    {category}
  </Badge>
);
