import { CONTROL_MESSAGE, isPlainText, TEXT_FIELD } from './fields.js';
import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_LIMITS, POST_ORIGINS } from './blog.vocabulary.js';
import { AI_WRITERS } from './catalogue.vocabulary.js';
import { slugSchema } from './catalogue.contract.js';
import { defineRoute, notModified, routeGroup } from './define-route.js';
import { blogShareSchema } from './social.contract.js';

export const blogPostSchema = z
  .object({
    id: z.string().trim().min(1).describe('A UUID, or the slug of a shipped post'),
    slug: slugSchema,
    title: z.string().trim().min(1),
    excerpt: z.string().trim().min(1),
    /**
     * Light markup rendered by the public post page: '# ' to '#### ' headings, '- ' / '* ' bullets,
     * '1. ' numbered items, **bold** and *italic* spans, blank lines between blocks.
     */
    content: z.string().trim().min(1),
    /** Either an app-served path such as /images/blog/<slug>.svg or an absolute URL. */
    image: z.string().regex(/^(\/|https:\/\/)\S+$/),
    category: z.enum(BLOG_CATEGORIES),
    publishDate: z.iso.date(),
    views: z.number().int().nonnegative(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as it is published: views are counted by the read model, not stored with it. */
export const publishedPostSchema = blogPostSchema.omit({ views: true });

/** A post as the admin sees it: where it came from and which writer and model wrote it. */
export const adminBlogPostSchema = blogPostSchema.extend({
  origin: z.enum(POST_ORIGINS),
  writer: z.enum(AI_WRITERS).nullable(),
  model: z.string().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const blogPostPreviewSchema = blogPostSchema.pick({ title: true, category: true, excerpt: true, content: true });
export type BlogPostPreview = z.infer<typeof blogPostPreviewSchema>;

export const generatedImageSchema = z.object({
  previewUrl: z.string(),
  imagePath: z.string(),
  metadata: z.object({ alt: z.string(), title: z.string() }),
});
export type GeneratedImageAnswer = z.infer<typeof generatedImageSchema>;


export const topicRequestSchema = z.strictObject({
  topic: z
    .string({ error: 'must be text' })
    .max(BLOG_LIMITS.topic, `must be at most ${BLOG_LIMITS.topic} characters`)
    .refine((topic) => topic.trim().length > 0, 'must not be blank when given')
    .refine((topic) => isPlainText(topic), CONTROL_MESSAGE)
    .transform((topic) => topic.trim())
    .nullish(),
});
export type TopicPayload = z.input<typeof topicRequestSchema>;

const postText = (maximum: number, multiline: boolean, minimum = 1) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(minimum, minimum === 1 ? 'is required' : `must be at least ${minimum} characters`)
    .max(maximum, `must be at most ${maximum} characters`)
    .refine((text) => isPlainText(text, multiline), CONTROL_MESSAGE);

/**
 * A post as the AI writer drafts it and the preview shows it. Every writer's draft is checked with
 * it, and a previewed post sent back to be published is held to the same bounds, so whatever a
 * preview showed can be published.
 */
export const blogPostDraftSchema = z.object({
  title: postText(BLOG_LIMITS.postTitle, false),
  category: z.enum(BLOG_CATEGORIES, { error: `must be one of ${BLOG_CATEGORIES.join(', ')}` }),
  excerpt: postText(BLOG_LIMITS.postExcerpt, true),
  content: postText(BLOG_LIMITS.postContent, true, BLOG_LIMITS.postContentMin),
});

/**
 * Publish: with `preview`, the previewed post is published as the admin saw it (the topic it was
 * previewed on is kept for the record); without it, the writer writes a post and it is published
 * at once (quick generate).
 */
export const publishRequestSchema = z.strictObject({
  ...topicRequestSchema.shape,
  preview: z.strictObject(blogPostDraftSchema.shape).nullish(),
});
export type PublishPayload = z.input<typeof publishRequestSchema>;

export const imageRequestSchema = z.strictObject({
  title: z
    .string(TEXT_FIELD)
    .trim()
    .min(1, 'is required')
    .max(BLOG_LIMITS.imageTitle, `must be at most ${BLOG_LIMITS.imageTitle} characters`)
    .refine((title) => isPlainText(title), CONTROL_MESSAGE),
  description: z
    .string()
    .trim()
    .max(BLOG_LIMITS.imageDescription, `must be at most ${BLOG_LIMITS.imageDescription} characters`)
    .refine((description) => isPlainText(description, true), CONTROL_MESSAGE)
    .nullish()
    .transform((value) => value || null),
});
export type ImagePayload = z.input<typeof imageRequestSchema>;

/** Post ids are UUIDs or seed slugs; anything longer is no post of ours. */
const postIdParams = z.object({
  id: z.string().min(1, 'is required').max(BLOG_LIMITS.postId, `must be at most ${BLOG_LIMITS.postId} characters`),
});

const aiFailures = 'The AI-backed calls answer 502 (or 429) with the AI error `reason` when OpenAI fails.';

export const blogRoutes = routeGroup('Blog', {
  posts: defineRoute({
    method: 'GET',
    path: '/api/blog-posts',
    auth: 'public',
    summary: 'Every post, newest publishDate first',
    description: 'Posts of the same day are listed by id. Served from memory with a strong ETag; send If-None-Match to get 304.',
    responses: { 200: z.array(blogPostSchema), 304: notModified },
  }),
  view: defineRoute({
    method: 'POST',
    path: '/api/blog-posts/:id/view',
    auth: 'public',
    summary: 'Count a view of a post',
    description: 'One counted view per client and post per minute, 30 per client per minute; past that, 429.',
    params: postIdParams,
    responses: { 200: z.object({ views: z.number().int() }) },
    errors: [404, 429],
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/admin/preview-blog',
    auth: 'admin',
    summary: 'Have the AI writer draft a post without publishing it',
    description: `The body may be empty. A BlogPreviewGenerated event is recorded. ${aiFailures}`,
    body: topicRequestSchema,
    responses: { 200: blogPostPreviewSchema },
    errors: [429, 502],
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/api/generate-blog',
    auth: 'admin',
    summary: 'Publish a previewed post, or write, illustrate and publish one at once',
    description:
      'With `preview` (the title, category, excerpt and content a preview answered), that post is published as it is, with a newly drawn cover; ' +
      'a preview whose title is already published is 409. Without it (an empty body, or only a topic) the writer writes a post and it is published at once (quick generate). ' +
      `The draft, slug and post are checked before anything is stored: an unusable draft is 502 with \`reason: malformed_output\`. ${aiFailures}`,
    body: publishRequestSchema,
    // Long text: its longest valid body is over the default limit.
    largeBody: true,
    responses: { 201: adminBlogPostSchema },
    errors: [409, 412, 429, 502, 503],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/admin/blog-posts/:id',
    auth: 'admin',
    summary: 'Delete a post',
    params: postIdParams,
    responses: { 200: z.object({ deleted: z.literal(true) }) },
    errors: [404, 412, 503],
  }),
  resetViews: defineRoute({
    method: 'POST',
    path: '/api/admin/reset-blog-views',
    auth: 'admin',
    summary: "Reset every post's view count",
    responses: { 200: z.object({ reset: z.number().int().describe('How many posts were reset') }) },
    errors: [503],
  }),
  generateImage: defineRoute({
    method: 'POST',
    path: '/api/test/generate-image',
    auth: 'admin',
    summary: 'Draw a cover image for a title (the AI image tester)',
    description: `The SVG is written under DATA_DIR/images/generated. ${aiFailures}`,
    body: imageRequestSchema,
    responses: { 200: generatedImageSchema },
    errors: [429, 502],
  }),
  createAndPost: defineRoute({
    method: 'POST',
    path: '/api/test/create-blog-and-post',
    auth: 'admin',
    summary: 'Generate and publish a post, then share it on the connected Facebook page',
    description:
      'The post is published first; then, when a page token is stored, a link to it with its title and excerpt is posted on the page (once per post and page: a retry is recognised). ' +
      `facebookPosted says whether it was shared, facebook why not (not_connected, failed) and reason in words. ${aiFailures}`,
    responses: { 200: blogShareSchema },
    errors: [412, 429, 502, 503],
  }),
});
