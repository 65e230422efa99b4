import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { api } from '../../../../lib/api-client';

/** What POST /api/test/create-blog-and-post answers: the new post, and whether it reached Facebook (and why not). */
export type BlogAndPostResult = { blog: { title: string; slug?: string }; facebookPosted: boolean; reason?: string };

export const createBlogAndPost = () => api.post<BlogAndPostResult>('/api/test/create-blog-and-post');

export const useCreateBlogAndPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogAndPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryOptions().queryKey }),
  });
};
