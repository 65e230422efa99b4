import { isBlogCategory } from '../../../../api/get-blog-posts';
import { BlogCategoryBadge } from '../../../../components/blog-category-badge';
import { Badge } from '../../../../components/ui/badge';

/** The site's category colour when the writer chose one of the five categories, a neutral chip otherwise. */
export const CategoryBadge = ({ category }: { category: string }) =>
  isBlogCategory(category) ? <BlogCategoryBadge category={category} /> : <Badge tone="neutral">{category}</Badge>;
