import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** Spec section 3: each of the five categories has its own colour. */
export const BLOG_CATEGORIES = ['Guide', 'Tutorial', 'Strategy', 'News', 'Review'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const isBlogCategory = (value: string | null): value is BlogCategory => BLOG_CATEGORIES.some((category) => category === value);

/** A post as GET /api/blog-posts answers it. */
export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: BlogCategory;
  publishDate: string;
  views: number;
};

const BLOG_POSTS_URL = '/api/blog-posts';

export const getBlogPosts = (): Promise<BlogPost[]> => api.get<BlogPost[]>(BLOG_POSTS_URL);

/** One list for every screen: the home carousel shows the first 5, the blog list and post pages all of it. */
export const blogPostsQueryOptions = () => queryOptions({ queryKey: [BLOG_POSTS_URL], queryFn: getBlogPosts });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());
