import type { BlogPost } from '@contract/blog.contract';

let nextPostId = 1;

/** A post as GET /api/blog-posts answers it; override only what a test is about. */
export const buildBlogPost = (overrides: Partial<BlogPost> = {}): BlogPost => {
  const id = overrides.id ?? `post-${nextPostId++}`;
  return {
    id,
    slug: id,
    title: `Post ${id}`,
    excerpt: `Excerpt of ${id}`,
    content: `# Post ${id}\n\nBody of ${id}.`,
    image: `/images/blog/${id}.svg`,
    category: 'Guide',
    publishDate: '2025-01-05',
    views: 0,
    ...overrides,
  };
};

export const buildBlogPosts = (count: number, overrides: Partial<BlogPost> = {}): BlogPost[] =>
  Array.from({ length: count }, () => buildBlogPost(overrides));
