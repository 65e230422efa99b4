import { ArrowRight, Calendar, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { useBlogPosts, type BlogPost } from '../../../api/get-blog-posts';
import { BlogCategoryBadge } from '../../../components/blog-category-badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatPublishDate } from '../../../lib/format-date';
import { Carousel } from './carousel';
import { CarouselSkeleton } from './carousel-skeleton';

/** Spec section 9: the first 5 posts, one every 5 s. */
export const LATEST_POST_SLIDES = 5;
export const LATEST_POST_INTERVAL_MS = 5000;

const PostSlide = ({ post }: { post: BlogPost }) => (
  <article className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white md:grid-cols-2 dark:border-gray-800 dark:bg-gray-900">
    <div className="relative h-64 md:h-full">
      <ImageWithFallback src={post.image} alt={post.title} className="h-full w-full object-cover" />
      <BlogCategoryBadge category={post.category} className="absolute left-4 top-4" />
    </div>
    <div className="flex flex-col justify-center gap-4 p-8">
      <div className="flex items-center gap-4 text-sm text-gray-500 dark:text-gray-400">
        <span className="flex items-center gap-1">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          {formatPublishDate(post.publishDate)}
        </span>
        <span className="flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" />5 min read
        </span>
      </div>
      <h3 className="text-2xl font-bold">{post.title}</h3>
      <p className="line-clamp-3 text-gray-600 dark:text-gray-400">{post.excerpt}</p>
      <Link to={`/blog/${post.slug}`} className={buttonClasses({ className: 'self-start' })}>
        Read Article
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  </article>
);

export const LatestPostsCarousel = () => {
  const { data, isPending } = useBlogPosts();
  const posts = (data ?? []).slice(0, LATEST_POST_SLIDES);
  if (!isPending && posts.length === 0) return null;

  return (
    <section aria-labelledby="latest-posts-heading" className="bg-gray-50 px-4 py-16 dark:bg-gray-900/50">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <h2 id="latest-posts-heading" className="text-3xl font-bold md:text-4xl">
            Latest AI Insights
          </h2>
          <p className="mt-3 text-gray-600 dark:text-gray-400">Guides, tutorials and news to put AI to work.</p>
        </div>
        {isPending ? (
          <CarouselSkeleton label="Loading latest posts" />
        ) : (
          <Carousel label="Latest blog posts" items={posts} intervalMs={LATEST_POST_INTERVAL_MS} itemKey={(post) => post.id} renderSlide={(post) => <PostSlide post={post} />} />
        )}
        <div className="mt-8 text-center">
          <Link to="/blog" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            View All Posts
          </Link>
        </div>
      </div>
    </section>
  );
};
