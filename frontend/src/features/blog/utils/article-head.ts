import { blogSocialImagePath } from '@contract/images.vocabulary';
import type { BlogPost } from '../../../api/get-blog-posts';
import { absoluteUrl, organization, pageTitle, type PageHead } from '../../../lib/page-head/page-head';

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Title, description, Open Graph, Twitter card and schema.org BlogPosting for one post. */
export const articleHead = (post: BlogPost, siteUrl: string): PageHead => {
  const path = postPath(post.slug);
  const image = blogSocialImagePath(post.slug);
  return {
    title: pageTitle(post.title),
    description: post.excerpt,
    path,
    type: 'article',
    image: { path: image, alt: post.title },
    article: { publishedTime: post.publishDate, section: post.category },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: absoluteUrl(image, siteUrl),
        datePublished: post.publishDate,
        articleSection: post.category,
        url: absoluteUrl(path, siteUrl),
        mainEntityOfPage: absoluteUrl(path, siteUrl),
        author: organization(siteUrl),
        publisher: organization(siteUrl),
      },
    ],
  };
};

export const POST_NOT_FOUND_HEAD = (slug: string | undefined): PageHead => ({
  title: pageTitle('Post Not Found'),
  description: 'The article you are looking for does not exist or has moved.',
  path: postPath(slug ?? ''),
  status: 404,
});
