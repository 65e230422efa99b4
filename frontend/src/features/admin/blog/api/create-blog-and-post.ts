import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { blogRoutes } from '@contract/blog.contract';
import type { RouteAnswer } from '@contract/define-route';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';

/** The new post, and whether it reached Facebook (and why not). */
export type BlogAndPostResult = RouteAnswer<typeof blogRoutes.createAndPost>;

export const createBlogAndPost = () => api.post<BlogAndPostResult>('/api/test/create-blog-and-post');

export const useCreateBlogAndPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogAndPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey }),
  });
};
