import { useIsMutating, useMutation } from '@tanstack/react-query';
import type { BlogPostPreview } from '@contract/blog.contract';
import { api } from '../../../../lib/api-client';

export type { BlogPostPreview };

/** Without a topic the writer picks one; the topic is sent only when the admin gave one. */
export const previewBlogPost = (topic: string | undefined) =>
  api.post<BlogPostPreview>('/api/admin/preview-blog', topic === undefined ? {} : { topic });

const PREVIEW_KEY = ['preview-blog'];

/**
 * The preview call. It outlives the card (the writer may take a while and the admin may switch
 * tabs meanwhile): the mutation itself hands the post to `onPreviewed` (the card's session store)
 * or the failure to `onFailed`, and `writing` is read by key, so the card opened again still says
 * the preview is being written.
 */
export const usePreviewBlogPost = (onPreviewed: (post: BlogPostPreview, topic: string | undefined) => void, onFailed: (error: Error) => void) => {
  const mutation = useMutation({ mutationKey: PREVIEW_KEY, mutationFn: previewBlogPost, onSuccess: onPreviewed, onError: onFailed });
  const writing = useIsMutating({ mutationKey: PREVIEW_KEY }) > 0;
  return { preview: mutation.mutate, writing };
};
