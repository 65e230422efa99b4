import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';

export const deleteBlogPost = (postId: string) => api.delete<{ deleted: true }>(`/api/admin/blog-posts/${encodeURIComponent(postId)}`);

export const useDeleteBlogPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey }),
  });
};
