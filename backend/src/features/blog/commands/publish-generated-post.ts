import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AdminBlogPost, publishedPostSchema } from '../../../contract/blog.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { illegalState } from '../../../core/errors/domain-errors.js';
import { aiMalformedOutput } from '../../ai/ai-errors.js';
import { AI_WRITER, type AiWriter, type BlogPostDraft } from '../../ai/ai-writer.port.js';
import { BLOG_PROJECTION, type BlogPostView } from '../blog.projection.js';
import { BlogBriefs } from '../blog-briefs.js';
import type { PublishedPost } from '../blog-post.decider.js';
import { BlogPostStreams } from '../blog-post-streams.js';
import { CoverImages } from '../cover-images.js';
import { PublishedPosts } from '../published-posts.js';
import { slugify } from '../slug.js';

const SLUG_LENGTH = 80;

/**
 * Publishes a post with a newly drawn cover and answers it: the previewed draft the admin saw when
 * one is given, otherwise one the AI writer writes now (quick generate).
 */
export class PublishGeneratedPost extends Command<AdminBlogPost> {
  constructor(
    readonly topic: string | null,
    readonly preview: BlogPostDraft | null = null,
  ) {
    super();
  }
}

const uniqueSlug = (base: string, published: readonly BlogPostView[]): string => {
  const taken = new Set(published.map((post) => post.slug));
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
};

/**
 * Everything that can be refused is decided before anything is stored: the AI calls, the slug and
 * the post's validation come first; then the cover file is saved, the post published (the file is
 * removed again if that fails), and only a published post gets its ImageGenerated record.
 */
@CommandHandler(PublishGeneratedPost)
export class PublishGeneratedPostHandler implements ICommandHandler<PublishGeneratedPost> {
  constructor(
    private readonly briefs: BlogBriefs,
    private readonly covers: CoverImages,
    private readonly streams: BlogPostStreams,
    private readonly posts: PublishedPosts,
    private readonly engine: ProjectionEngine,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ topic, preview }: PublishGeneratedPost): Promise<BlogPostView> {
    const { request, published } = await this.briefs.forTopic(topic);
    if (preview) this.refuseRepublishing(preview, published);
    const draft = preview ?? (await this.writer.generateBlogPost(request));
    const cover = await this.covers.draw(draft.title, draft.excerpt);
    const post = this.validated({
      id: randomUUID(),
      slug: uniqueSlug(slugify(draft.title, SLUG_LENGTH, 'post'), published),
      ...draft,
      image: cover.url,
      publishDate: this.clock.now().toISOString().slice(0, 10),
    });
    const { writer, model } = this.writer.describe('generateBlogPost');
    this.covers.save(cover);
    let position: number | null;
    try {
      ({ position } = await this.streams.run(post.id, { type: 'Publish', post, topic, writer, model }, 'admin'));
    } catch (error) {
      this.covers.discard(cover);
      throw error;
    }
    await this.covers.record(cover, 'admin');
    await this.engine.waitFor(position ?? 0, [BLOG_PROJECTION]);
    return this.posts.get(post.id);
  }

  /** Sending the same preview twice (a second tab, a retried request) must not publish it twice. */
  private refuseRepublishing(preview: BlogPostDraft, published: readonly BlogPostView[]): void {
    const title = preview.title.toLowerCase();
    if (published.some((post) => post.title.toLowerCase() === title)) throw illegalState(`A post titled "${preview.title}" is already published`);
  }

  /** The writer's draft is checked here, with the schema the event log applies, so a bad draft is a 502 and not a 500 after side effects. */
  private validated(post: PublishedPost): PublishedPost {
    const result = publishedPostSchema.safeParse(post);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw aiMalformedOutput('generateBlogPost', `the post did not pass validation (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown issue'})`);
  }
}
