/** The closed lists of the blog. Plain data, no zod. */

/** The five blog categories; each gets its own colour on the site and in the generated card image. */
export const BLOG_CATEGORIES = ['Guide', 'Tutorial', 'Strategy', 'News', 'Review'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** How a post came to be: shipped with the site, or written by the AI writer at the admin's request. */
export const POST_ORIGINS = ['seed', 'generated'] as const;
export type PostOrigin = (typeof POST_ORIGINS)[number];

/**
 * How views of a post are counted (POST /api/blog-posts/:id/view): one view per client and post in a
 * window, and at most `perClientPerWindow` views of any posts per client in it; past either, 429. The
 * site does not report a view of a post it reported within the window, which would not be counted.
 */
export const BLOG_VIEW_LIMITS = { windowMs: 60_000, perClientPerWindow: 30 } as const;

/**
 * Bounds of the admin's blog inputs. A post's title, excerpt and content bounds hold for what the
 * AI writer drafts and for a previewed post the admin sends back to be published.
 */
export const BLOG_LIMITS = {
  topic: 300,
  imageTitle: 200,
  imageDescription: 1000,
  postId: 200,
  postTitle: 160,
  postExcerpt: 400,
  postContentMin: 200,
  postContent: 20000,
} as const;
