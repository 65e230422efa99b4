import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { blogRoutes } from '@contract/blog.contract';
import type { RouteAnswer } from '@contract/define-route';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';

export const deleteBlogPost = (postId: string) => api.delete<RouteAnswer<typeof blogRoutes.delete>>(`/api/admin/blog-posts/${encodeURIComponent(postId)}`);

export const useDeleteBlogPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey }),
  });
};
