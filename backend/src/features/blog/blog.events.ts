import { z } from 'zod';
import { POST_ORIGINS } from '../../contract/blog.vocabulary.js';
import { AI_WRITERS } from '../../contract/catalogue.vocabulary.js';
import { defineEvent, type EventOf } from '../../core/events/event-type.js';
import { publishedPostSchema } from '../../contract/blog.contract.js';

const writer = { writer: z.enum(AI_WRITERS), model: z.string() };

export const BlogPostPublished = defineEvent({
  type: 'BlogPostPublished',
  schemaVersion: 1,
  schema: z.object({
    post: publishedPostSchema,
    origin: z.enum(POST_ORIGINS),
    topic: z.string().nullable(),
    writer: writer.writer.nullable(),
    model: z.string().nullable(),
  }),
});

export const BlogPostDeleted = defineEvent({ type: 'BlogPostDeleted', schemaVersion: 1, schema: z.object({ postId: z.string() }) });

/** Views live in their own stream per post, appended without a revision check: there is no rule to protect. */
export const BlogPostViewed = defineEvent({ type: 'BlogPostViewed', schemaVersion: 1, schema: z.object({ postId: z.string() }) });

export const BlogViewsReset = defineEvent({ type: 'BlogViewsReset', schemaVersion: 1, schema: z.object({}) });

export const BlogPreviewGenerated = defineEvent({
  type: 'BlogPreviewGenerated',
  schemaVersion: 1,
  schema: z.object({ topic: z.string().nullable(), title: z.string(), category: z.string(), ...writer }),
});

export const ImageGenerated = defineEvent({
  type: 'ImageGenerated',
  schemaVersion: 1,
  schema: z.object({ imageId: z.string(), title: z.string(), description: z.string().nullable(), file: z.string(), ...writer }),
});

export const BLOG_EVENT_TYPES = [BlogPostPublished, BlogPostDeleted, BlogPostViewed, BlogViewsReset, BlogPreviewGenerated, ImageGenerated] as const;

/** The events of one post's stream. */
export const BLOG_POST_EVENT_TYPES = [BlogPostPublished, BlogPostDeleted] as const;
export type BlogPostEvent = EventOf<(typeof BLOG_POST_EVENT_TYPES)[number]>;

/** The events of one post's views stream, of the blog-wide stream, and of one generated image's stream. */
export const POST_VIEW_EVENT_TYPES = [BlogPostViewed] as const;
export const BLOG_ACTIVITY_EVENT_TYPES = [BlogViewsReset, BlogPreviewGenerated] as const;
export const IMAGE_EVENT_TYPES = [ImageGenerated] as const;

export const blogPostStream = (postId: string) => `blog-post-${postId}`;
export const blogPostViewsStream = (postId: string) => `blog-post-views-${postId}`;
export const BLOG_STREAM = 'blog';
export const imageStream = (imageId: string) => `image-${imageId}`;
