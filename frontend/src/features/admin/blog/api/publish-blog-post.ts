import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost } from '@contract/blog.contract';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';

/**
 * POST /api/generate-blog: the writer writes a post (on the topic, when given) and it is published
 * at once. Serves both Publish (after a preview, same topic) and Quick generate (no topic).
 */
export const publishBlogPost = (topic: string | undefined) => api.post<AdminBlogPost>('/api/generate-blog', topic === undefined ? {} : { topic });

export const usePublishBlogPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey }),
  });
};
