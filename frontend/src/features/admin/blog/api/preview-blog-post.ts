import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** What POST /api/admin/preview-blog answers: a draft that is not published. */
export type BlogPostPreview = { title: string; category: string; excerpt: string; content: string };

/** Without a topic the writer picks one; the topic is sent only when the admin gave one. */
export const previewBlogPost = (topic: string | undefined) =>
  api.post<BlogPostPreview>('/api/admin/preview-blog', topic === undefined ? {} : { topic });

export const usePreviewBlogPost = () => useMutation({ mutationFn: previewBlogPost });
