import { Button } from '../../../../components/ui/button';
import type { BlogPostPreview } from '../api/preview-blog-post';
import { contentOpening } from '../schemas/blog-forms.schema';
import { CategoryBadge } from './category-badge';

type BlogPreviewProps = { preview: BlogPostPreview; publishing: boolean; onPublish: () => void; onDiscard: () => void };

/** Spec section 2: the preview shows title, category, excerpt and the first 200 characters of the content. */
export const BlogPreview = ({ preview, publishing, onPublish, onDiscard }: BlogPreviewProps) => (
  <section aria-label="Blog post preview" className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/50 p-4 dark:border-indigo-900 dark:bg-indigo-950/30">
    <div className="flex flex-wrap items-center gap-2">
      <CategoryBadge category={preview.category} />
      <span className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">Preview, not published</span>
    </div>
    <h4 className="text-lg font-semibold">{preview.title}</h4>
    <p className="text-sm italic text-gray-700 dark:text-gray-300">{preview.excerpt}</p>
    <p className="whitespace-pre-line text-sm text-gray-700 dark:text-gray-300">{contentOpening(preview.content)}</p>
    <div className="flex flex-wrap gap-2">
      <Button onClick={onPublish} disabled={publishing}>
        {publishing ? 'Publishing...' : 'Publish'}
      </Button>
      <Button variant="outline" onClick={onDiscard} disabled={publishing}>
        Discard
      </Button>
    </div>
  </section>
);
