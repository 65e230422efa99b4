import { ImageWithFallback } from '../../../components/image-with-fallback';
import { cn } from '../../../lib/class-names';

/**
 * Shown when a post image fails to load. An inline SVG so the fallback itself can never fail
 * and costs no extra request.
 */
export const DEFAULT_BLOG_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#9333ea"/></linearGradient></defs>' +
      '<rect width="1200" height="630" fill="url(#g)"/><text x="600" y="335" font-family="sans-serif" font-size="64" ' +
      'fill="#ffffff" text-anchor="middle">AI Navigator</text></svg>',
  );

/** `priority` for the image that is likely the largest paint of the page: fetched at once, not lazily. */
type BlogImageProps = { src: string; alt: string; className?: string; priority?: boolean };

export const BlogImage = ({ src, alt, className, priority = false }: BlogImageProps) => (
  <ImageWithFallback
    src={src}
    alt={alt}
    fallbackSrc={DEFAULT_BLOG_IMAGE}
    loading={priority ? 'eager' : 'lazy'}
    fetchPriority={priority ? 'high' : undefined}
    className={cn('object-cover', className)}
  />
);
