import type { DocumentHead } from '../hooks/use-document-head';
import type { BlogPost } from '../../../api/get-blog-posts';

const SITE_NAME = 'AI Navigator';

/** Absolute URLs for social previews; relative image paths are resolved against the site origin. */
const absoluteUrl = (pathOrUrl: string, origin: string) => {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
};

/** Title, description, Open Graph, Twitter card and schema.org Article data for one post. */
export const articleHead = (post: BlogPost, origin: string): DocumentHead => {
  const url = absoluteUrl(`/blog/${post.slug}`, origin);
  const image = absoluteUrl(post.image, origin);
  return {
    title: `${post.title} | ${SITE_NAME}`,
    meta: [
      { attribute: 'name', key: 'description', content: post.excerpt },
      { attribute: 'property', key: 'og:type', content: 'article' },
      { attribute: 'property', key: 'og:title', content: post.title },
      { attribute: 'property', key: 'og:description', content: post.excerpt },
      { attribute: 'property', key: 'og:image', content: image },
      { attribute: 'property', key: 'og:url', content: url },
      { attribute: 'property', key: 'og:site_name', content: SITE_NAME },
      { attribute: 'property', key: 'article:published_time', content: post.publishDate },
      { attribute: 'property', key: 'article:section', content: post.category },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attribute: 'name', key: 'twitter:title', content: post.title },
      { attribute: 'name', key: 'twitter:description', content: post.excerpt },
      { attribute: 'name', key: 'twitter:image', content: image },
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      image,
      datePublished: post.publishDate,
      articleSection: post.category,
      mainEntityOfPage: url,
      author: { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME },
    },
  };
};
