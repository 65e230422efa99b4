import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Calendar, RotateCw, Sparkles } from 'lucide-react';
import { useBlogPosts } from '../../../api/get-blog-posts';
import { BlogCategoryBadge } from '../../../components/blog-category-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatPublishDate } from '../../../lib/format-date';
import { useRecordBlogView } from '../api/record-blog-view';
import { useReadTimeConversion } from '../hooks/use-read-time-conversion';
import { useViewTracking } from '../hooks/use-view-tracking';
import { usePageHead, usePageSiteUrl } from '../../../lib/page-head/use-page-head';
import { articleHead, POST_NOT_FOUND_HEAD } from '../utils/article-head';
import { BlogImage } from './blog-image';
import { MarkupBody } from './markup-body';

const BackToBlog = () => (
  <Link to="/blog" className={buttonClasses({ variant: 'ghost' })}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to Blog
  </Link>
);

export const BlogPostPage = () => {
  const { slug } = useParams();
  const posts = useBlogPosts();
  const post = useMemo(() => posts.data?.find((candidate) => candidate.slug === slug), [posts.data, slug]);

  const siteUrl = usePageSiteUrl();
  // Only a list that loaded without the slug means the post does not exist; a failed request says nothing about it.
  const missing = !post && posts.isSuccess;
  const head = useMemo(() => (post ? articleHead(post, siteUrl) : missing ? POST_NOT_FOUND_HEAD(slug) : null), [post, missing, siteUrl, slug]);
  usePageHead(head);

  const recordView = useRecordBlogView();
  useViewTracking(post?.id, recordView);
  useReadTimeConversion(post?.id);

  if (posts.isPending) {
    return (
      <p role="status" className="py-24 text-center text-gray-600 dark:text-gray-400">
        Loading blog post...
      </p>
    );
  }

  if (!post && posts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="mb-4 text-3xl font-bold">We couldn't load this article</h1>
        <p className="mb-8 text-gray-600 dark:text-gray-400">The connection failed or our server is busy. Please try again.</p>
        <div className="flex flex-wrap justify-center gap-4">
          <Button onClick={() => void posts.refetch()} disabled={posts.isFetching}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {posts.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
          <BackToBlog />
        </div>
      </div>
    );
  }

  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="mb-4 text-3xl font-bold">Post Not Found</h1>
        <p className="mb-8 text-gray-600 dark:text-gray-400">The article you are looking for does not exist or has moved.</p>
        <BackToBlog />
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <div className="mb-6">
        <BackToBlog />
      </div>
      <header className="mb-8">
        <div className="mb-4 flex flex-wrap items-center gap-4 text-sm text-gray-600 dark:text-gray-400">
          <BlogCategoryBadge category={post.category} />
          <span className="flex items-center gap-1">
            <Calendar className="h-4 w-4" aria-hidden="true" />
            <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate)}</time>
          </span>
        </div>
        <h1 className="mb-4 text-4xl font-bold leading-tight md:text-5xl">{post.title}</h1>
        <p className="text-xl text-gray-600 dark:text-gray-400">{post.excerpt}</p>
      </header>
      <BlogImage src={post.image} alt={post.title} priority className="mb-10 h-64 w-full rounded-xl md:h-96" />
      <MarkupBody content={post.content} />
      <footer className="mt-12 flex flex-wrap gap-4 border-t border-gray-200 pt-8 dark:border-gray-800">
        <BackToBlog />
        <Link to="/tools" className={buttonClasses()}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Explore AI Tools
        </Link>
      </footer>
    </article>
  );
};
