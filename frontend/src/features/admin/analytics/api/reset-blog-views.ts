import type { blogRoutes } from '@contract/blog.contract';
import type { RouteAnswer } from '@contract/define-route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** POST /api/admin/reset-blog-views: every post's view count back to zero; answers how many posts there are. */
export const resetBlogViews = () => api.post<RouteAnswer<typeof blogRoutes.resetViews>>('/api/admin/reset-blog-views');

export const useResetBlogViews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetBlogViews,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey })]),
  });
};
