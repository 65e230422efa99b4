import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, Calendar } from 'lucide-react';
import { isBlogCategory, useBlogPosts, type BlogPost } from '../../../api/get-blog-posts';
import { BlogCategoryBadge } from '../../../components/blog-category-badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPublishDate } from '../../../lib/format-date';
import { absoluteUrl, simplePageHead, type PageHead } from '../../../lib/page-head/page-head';
import { usePageHead, usePageSiteUrl } from '../../../lib/page-head/use-page-head';
import { postPath } from '../utils/article-head';
import { sortPostsNewestFirst } from '../utils/sort-posts';
import { BlogImage } from './blog-image';

const BlogCard = ({ post, priority }: { post: BlogPost; priority: boolean }) => (
  <Link to={`/blog/${post.slug}`} className="group block focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500" data-testid="blog-card">
    <Card className="flex h-full flex-col overflow-hidden transition-shadow group-hover:shadow-lg">
      <BlogImage src={post.image} alt={post.title} priority={priority} className="h-48 w-full" />
      <CardHeader>
        <div className="flex items-center justify-between gap-2 text-sm text-gray-600 dark:text-gray-400">
          <BlogCategoryBadge category={post.category} />
          <span className="flex items-center gap-1">
            <Calendar className="h-4 w-4" aria-hidden="true" />
            {formatPublishDate(post.publishDate)}
          </span>
        </div>
        <CardTitle as="h2" className="group-hover:text-indigo-600">{post.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <p className="mb-4 flex-1 text-gray-600 dark:text-gray-400">{post.excerpt}</p>
        <span className="flex items-center gap-1 font-medium text-indigo-600 dark:text-indigo-400">
          Read More
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  </Link>
);

/** The blog's head: an ItemList of the posts shown (schema.org). */
const blogListHead = (posts: BlogPost[], siteUrl: string): PageHead =>
  simplePageHead('/blog', 'AI Tools Blog', 'Guides, tutorials, strategy and news on the AI tools that matter.', {
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'AI Tools Blog',
        url: absoluteUrl('/blog', siteUrl),
        itemListElement: posts.map((post, index) => ({ '@type': 'ListItem', position: index + 1, name: post.title, url: absoluteUrl(postPath(post.slug), siteUrl) })),
      },
    ],
  });

/** `?category=Review` (the footer's Reviews link) narrows the list to one category; anything else shows all. */
const useCategoryFilter = () => {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category');
  return isBlogCategory(category) ? category : null;
};

export const BlogListPage = () => {
  const posts = useBlogPosts();
  const category = useCategoryFilter();
  const shownPosts = useMemo(
    () => sortPostsNewestFirst(posts.data ?? []).filter((post) => category === null || post.category === category),
    [posts.data, category],
  );
  const siteUrl = usePageSiteUrl();
  usePageHead(useMemo(() => blogListHead(shownPosts, siteUrl), [shownPosts, siteUrl]));

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <Link to="/" className={buttonClasses({ variant: 'ghost', className: 'mb-6' })}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Home
      </Link>
      <header className="mb-10">
        <h1 className="text-4xl font-bold">AI Tools Blog</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-400">Guides, tutorials, strategy and news on the AI tools that matter.</p>
        {category ? (
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-gray-600 dark:text-gray-400">
            <span>
              Showing <BlogCategoryBadge category={category} /> posts only.
            </span>
            <Link to="/blog" className="font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
              Show all posts
            </Link>
          </p>
        ) : null}
      </header>
      {posts.isPending ? (
        <p role="status" className="py-12 text-center text-gray-600 dark:text-gray-400">
          Loading blog posts...
        </p>
      ) : posts.isError ? (
        <p role="alert" className="py-12 text-center text-gray-600 dark:text-gray-400">
          Unable to load blog posts. Please try again later.
        </p>
      ) : shownPosts.length === 0 ? (
        <p className="py-12 text-center text-gray-600 dark:text-gray-400">{category ? `No ${category} posts yet.` : 'No blog posts yet.'} Check back soon.</p>
      ) : (
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {shownPosts.map((post, index) => (
            <BlogCard key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
};
