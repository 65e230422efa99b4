import { z } from 'zod';
import { blogPostPreviewSchema } from '@contract/blog.contract';
import { BLOG_LIMITS } from '@contract/blog.vocabulary';
import { createSessionState } from '../../shared/session-state';

const blogGeneratorWorkSchema = z.object({
  topic: z.string().max(BLOG_LIMITS.topic),
  /** The post the writer previewed, with the topic it was asked for (null: the writer picked one). */
  preview: z.object({ topic: z.string().nullable(), post: blogPostPreviewSchema }).nullable(),
});
export type BlogGeneratorWork = z.infer<typeof blogGeneratorWorkSchema>;

/**
 * The blog generator's custom topic and its preview, kept like the send panels' work
 * (email/stores/send-panels.ts): the admin leaves to check the posts list, and the preview (an AI
 * call, paid with OpenAI, and a different text each time) must be there when they come back, after
 * Back or a reload too. Forgotten at sign-out.
 */
export const blogGeneratorWork = createSessionState<BlogGeneratorWork>({ topic: '', preview: null }, { key: 'blog-generator', schema: blogGeneratorWorkSchema });
