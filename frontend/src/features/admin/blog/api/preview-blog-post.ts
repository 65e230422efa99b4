import { useMutation } from '@tanstack/react-query';
import type { BlogPostPreview } from '@contract/blog.contract';
import { api } from '../../../../lib/api-client';

export type { BlogPostPreview };

/** Without a topic the writer picks one; the topic is sent only when the admin gave one. */
export const previewBlogPost = (topic: string | undefined) =>
  api.post<BlogPostPreview>('/api/admin/preview-blog', topic === undefined ? {} : { topic });

export const usePreviewBlogPost = () => useMutation({ mutationFn: previewBlogPost });
