import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@contract/blog.contract';
import { BLOG_CATEGORIES, type BlogCategory } from '@contract/blog.vocabulary';
import { api } from '../lib/api-client';

export type { BlogCategory, BlogPost };

export const isBlogCategory = (value: string | null): value is BlogCategory => BLOG_CATEGORIES.some((category) => category === value);

const BLOG_POSTS_URL = '/api/blog-posts';

export const getBlogPosts = (): Promise<BlogPost[]> => api.get<BlogPost[]>(BLOG_POSTS_URL);

/** One list for every screen: the home carousel shows the first 5, the blog list and post pages all of it. */
export const blogPostsQueryOptions = () => queryOptions({ queryKey: [BLOG_POSTS_URL], queryFn: getBlogPosts });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());
