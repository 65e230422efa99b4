import { useMutation } from '@tanstack/react-query';
import type { blogRoutes } from '@contract/blog.contract';
import type { RouteAnswer } from '@contract/define-route';
import { ApiError, api } from '../../../lib/api-client';

export type BlogViewCount = RouteAnswer<typeof blogRoutes.view>;

export const recordBlogView = (postId: string): Promise<BlogViewCount> =>
  api.post<BlogViewCount>(`/api/blog-posts/${encodeURIComponent(postId)}/view`);

/**
 * Counting a view is best effort: a failure is only logged (with the status, never visitor data)
 * and the cached list is left alone so the page does not refetch because of it.
 */
export const useRecordBlogView = () =>
  useMutation({
    mutationFn: recordBlogView,
    onError: (error) => console.warn('Blog view tracking failed:', error instanceof ApiError ? `status ${error.status}` : 'network error'),
  });
