import { z } from 'zod';

/** Spec section 5: the custom topic is optional, but must not be blank when given (the server allows 300 characters). */
export const blogTopicSchema = z
  .string()
  .max(300, 'The custom topic may be at most 300 characters')
  .refine((topic) => topic === '' || topic.trim().length > 0, 'The custom topic must not be blank when given')
  .transform((topic) => (topic === '' ? undefined : topic.trim()));

export const invalidTopic = { title: 'Invalid Topic' } as const;

/** Spec section 5: the image tester needs a title; the description is optional. */
export const imageTestSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title for the image').max(200, 'The title may be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(1000, 'The description may be at most 1000 characters')
    .transform((description) => description || undefined),
});

export type ImageTestValues = z.input<typeof imageTestSchema>;

export const titleRequired = { title: 'Title Required' } as const;

/** Section 8's blog and image messages. */
export const blogFailures = {
  preview: 'Failed to generate blog preview',
  publish: 'Failed to publish blog post',
  create: 'Failed to create blog post',
  delete: 'Failed to delete blog post',
  image: { title: 'Generation Failed', fallback: 'Failed to generate image' },
  test: { title: 'Test Failed', description: 'Please check Facebook permissions' },
} as const;

/** Spec section 9: the preview shows the first 200 characters of the content. */
export const PREVIEW_CONTENT_LENGTH = 200;

export const contentOpening = (content: string) =>
  content.length > PREVIEW_CONTENT_LENGTH ? `${content.slice(0, PREVIEW_CONTENT_LENGTH)}…` : content;
