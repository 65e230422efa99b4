import { imageRequestSchema, topicRequestSchema } from '@contract/blog.contract';

/**
 * Spec section 5: the custom topic is optional but must not be blank when given. An empty field
 * means no topic; anything else is checked by the server's own rule (not blank, at most 300
 * characters, no control characters).
 */
export const parseTopic = (field: string): { ok: true; topic: string | undefined } | { ok: false; message: string } => {
  if (field === '') return { ok: true, topic: undefined };
  const parsed = topicRequestSchema.safeParse({ topic: field });
  if (parsed.success) return { ok: true, topic: parsed.data.topic ?? undefined };
  return { ok: false, message: `The custom topic ${parsed.error.issues[0]?.message ?? 'is not valid'}` };
};

export const invalidTopic = { title: 'Invalid Topic' } as const;

/** Spec section 5: the image tester needs a title; the description is optional (the server's rule). */
export const imageTestSchema = imageRequestSchema;

export type ImageTestValues = { title: string; description: string };

export const titleRequired = { title: 'Title Required', description: 'Please enter a title for the image' } as const;

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
