import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/class-names';
import type { BlogCategory } from '../types';

/** Each category gets its own colour (spec section 3). */
const categoryClasses: Record<BlogCategory, string> = {
  Guide: 'bg-blue-600 text-white',
  Tutorial: 'bg-emerald-600 text-white',
  Strategy: 'bg-purple-600 text-white',
  News: 'bg-red-600 text-white',
  Review: 'bg-amber-500 text-gray-900',
};

const FALLBACK_CLASSES = 'bg-gray-600 text-white';

export const CategoryBadge = ({ category, className }: { category: BlogCategory; className?: string }) => (
  <Badge data-category={category} className={cn(categoryClasses[category] ?? FALLBACK_CLASSES, className)}>
    {category}
  </Badge>
);
