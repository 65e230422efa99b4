import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { blogRoutes } from '@contract/blog.contract';
import type { RouteAnswer } from '@contract/define-route';
import { ApiError, api } from '../../../lib/api-client';
import { rememberViewReported, viewReportedRecently } from '../utils/reported-views';

export type BlogViewCount = RouteAnswer<typeof blogRoutes.view>;

export const recordBlogView = (postId: string): Promise<BlogViewCount> =>
  api.post<BlogViewCount>(`/api/blog-posts/${encodeURIComponent(postId)}/view`);

/**
 * Reports a view of a post, unless this tab reported one within the server's window (it would not
 * be counted: reloading the post, or coming Back to it). Counting a view is best effort: a failure is
 * only logged (with the status, never visitor data) and the cached list is left alone so the page
 * does not refetch because of it. A 429 is the server saying a view was counted within the window
 * (from another tab, say): expected, so it is remembered like a success and not logged.
 */
export const useRecordBlogView = () => {
  const { mutate } = useMutation({
    mutationFn: recordBlogView,
    onSuccess: (_count, postId) => rememberViewReported(postId, Date.now()),
    onError: (error, postId) => {
      if (error instanceof ApiError && error.status === 429) rememberViewReported(postId, Date.now());
      else console.warn('Blog view tracking failed:', error instanceof ApiError ? `status ${error.status}` : 'network error');
    },
  });
  return useCallback(
    (postId: string) => {
      if (!viewReportedRecently(postId, Date.now())) mutate(postId);
    },
    [mutate],
  );
};
