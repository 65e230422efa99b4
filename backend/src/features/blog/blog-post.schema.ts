import { z } from 'zod';

/** The five blog categories; each gets its own colour on the site and in the generated card image. */
export const BLOG_CATEGORIES = ['Guide', 'Tutorial', 'Strategy', 'News', 'Review'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogPostSchema = z.object({
  id: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug'),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  /**
   * Light markup rendered by the public post page: '# ' to '#### ' headings, '- ' / '* ' bullets,
   * '1. ' numbered items, **bold** and *italic* spans, blank lines between blocks.
   */
  content: z.string().trim().min(1),
  /** Either an app-served path such as /images/blog/<slug>.svg or an absolute URL. */
  image: z.string().regex(/^(\/|https:\/\/)\S+$/),
  category: z.enum(BLOG_CATEGORIES),
  publishDate: z.iso.date(),
  views: z.number().int().nonnegative(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as it is published: views are counted by the read model, not stored with it. */
export const publishedPostSchema = blogPostSchema.omit({ views: true });

export const blogImagePath = (slug: string): string => `/images/blog/${slug}.svg`;
