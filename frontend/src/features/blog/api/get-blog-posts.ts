import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BlogPost } from '../types';

const BLOG_POSTS_URL = '/api/blog-posts';

export const getBlogPosts = (): Promise<BlogPost[]> => api.get<BlogPost[]>(BLOG_POSTS_URL);

export const blogPostsQueryOptions = () => queryOptions({ queryKey: [BLOG_POSTS_URL], queryFn: getBlogPosts });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());
