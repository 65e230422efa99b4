import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LatestPost } from '../types';

// Same key as the blog list: both read the whole list (newest first), the home page shows the first 5.
export const getLatestPosts = () => api.get<LatestPost[]>('/api/blog-posts');

export const latestPostsQueryOptions = () => queryOptions({ queryKey: ['/api/blog-posts'], queryFn: getLatestPosts });

export const useLatestPosts = () => useQuery(latestPostsQueryOptions());
