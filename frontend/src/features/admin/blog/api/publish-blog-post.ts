import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, PublishPayload } from '@contract/blog.contract';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';

/**
 * POST /api/generate-blog. With a previewed post, exactly that post is published (with the topic it
 * was previewed on); with an empty body the writer writes a post and it is published at once
 * (quick generate).
 */
export const publishBlogPost = (body: PublishPayload) => api.post<AdminBlogPost>('/api/generate-blog', body);

export const usePublishBlogPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey }),
  });
};
