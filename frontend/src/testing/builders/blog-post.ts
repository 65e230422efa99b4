/** Data builder for GET /api/blog-posts items (shape agreed with the backend). */
export type BlogPostRecord = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: 'Guide' | 'Tutorial' | 'Strategy' | 'News' | 'Review';
  publishDate: string;
  views: number;
};

let nextPostId = 1;

export const buildBlogPost = (overrides: Partial<BlogPostRecord> = {}): BlogPostRecord => {
  const id = overrides.id ?? nextPostId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Excerpt of post ${id}`,
    content: `# Post ${id}\n\nBody of post ${id}.`,
    image: `/images/post-${id}.png`,
    category: 'Guide',
    publishDate: '2025-01-05T10:00:00.000Z',
    views: 0,
    ...overrides,
  };
};

export const buildBlogPosts = (count: number, overrides: Partial<BlogPostRecord> = {}): BlogPostRecord[] =>
  Array.from({ length: count }, () => buildBlogPost(overrides));
