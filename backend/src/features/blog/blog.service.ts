import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { executeCommand } from '../../core/commands/execute-command.js';
import { notFound, rateLimited } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import type { Actor } from '../../core/events/event.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { AI_WRITER, type AiWriter } from '../ai/ai-writer.port.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { BLOG_STREAM, blogPostStream, blogPostViewsStream, imageStream } from './blog.events.js';
import { BLOG_PROJECTION, type BlogPostView, POSTS } from './blog.projection.js';
import { type BlogPostCommand, blogPostDecider, type PublishedPost } from './blog-post.decider.js';
import { GeneratedImages } from './generated-images.js';
import { ViewRateLimiter } from './view-rate-limiter.js';

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'post';

/** Blog posts: seeding, AI-written previews and publication, deletion, views and generated images. */
@Injectable()
export class BlogService {
  private readonly viewLimiter = new ViewRateLimiter();

  constructor(
    private readonly log: EventLog,
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
    private readonly catalogue: CatalogueService,
    private readonly images: GeneratedImages,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async seed(posts: readonly PublishedPost[]): Promise<number> {
    let seeded = 0;
    for (const post of posts) seeded += (await this.run(post.id, { type: 'Seed', post }, 'system')).events.length;
    return seeded;
  }

  /** Newest first. */
  posts(): Promise<BlogPostView[]> {
    return this.readModels.find<BlogPostView>(BLOG_PROJECTION, POSTS, { sort: { field: 'publishDate', direction: 'desc' } });
  }

  async recordView(postId: string, client: string): Promise<{ views: number }> {
    const post = await this.post(postId);
    if (!this.viewLimiter.allow(client, postId, this.clock.now().getTime())) throw rateLimited('This view was already counted; try again later');
    const { position } = await this.log.append(blogPostViewsStream(post.id), [{ type: 'BlogPostViewed', data: { postId: post.id } }], 'any', this.context('visitor'));
    await this.engine.waitFor(position, [BLOG_PROJECTION]);
    return { views: (await this.post(postId)).views };
  }

  async preview(topic: string | null) {
    const draft = await this.writer.generateBlogPost({ topic: topic ?? undefined, catalogue: await this.toolSummaries(), existingTitles: await this.titles() });
    const { writer, model } = this.writer.describe();
    const data = { topic, title: draft.title, category: draft.category, writer, model };
    await this.log.append(BLOG_STREAM, [{ type: 'BlogPreviewGenerated', data }], 'any', this.context('admin'));
    return { title: draft.title, category: draft.category, excerpt: draft.excerpt, content: draft.content };
  }

  /** Writes a post with the AI writer, draws its image, and publishes it under a slug no other post has. */
  async generate(topic: string | null): Promise<BlogPostView> {
    const titles = await this.titles();
    const draft = await this.writer.generateBlogPost({ topic: topic ?? undefined, catalogue: await this.toolSummaries(), existingTitles: titles });
    const slug = await this.uniqueSlug(slugify(draft.title));
    const image = await this.generateImage(draft.title, draft.excerpt, 'admin');
    const { writer, model } = this.writer.describe();
    const id = randomUUID();
    const post: PublishedPost = { id, slug, ...draft, image: image.previewUrl, publishDate: this.clock.now().toISOString().slice(0, 10) };
    const outcome = await this.run(id, { type: 'Publish', post, topic, writer, model }, 'admin');
    await this.engine.waitFor(outcome.position ?? 0, [BLOG_PROJECTION]);
    return this.post(id);
  }

  async delete(postId: string): Promise<void> {
    const outcome = await this.run(postId, { type: 'Delete', postId }, 'admin');
    await this.engine.waitFor(outcome.position ?? 0, [BLOG_PROJECTION]);
  }

  async resetViews(): Promise<{ reset: number }> {
    const { position } = await this.log.append(BLOG_STREAM, [{ type: 'BlogViewsReset', data: {} }], 'any', this.context('admin'));
    await this.engine.waitFor(position, [BLOG_PROJECTION]);
    return { reset: (await this.posts()).length };
  }

  async generateImage(title: string, description: string | null, actor: Actor = 'admin') {
    const image = await this.writer.generateImage({ title, description: description ?? undefined });
    const written = this.images.write(title, image.svg);
    const { writer, model } = this.writer.describe();
    const imageId = randomUUID();
    const data = { imageId, title, description, file: written.file, writer, model };
    await this.log.append(imageStream(imageId), [{ type: 'ImageGenerated', data }], 'no_stream', this.context(actor));
    return { previewUrl: written.url, imagePath: written.relativePath, metadata: { alt: image.alt, title: image.title } };
  }

  private async post(postId: string): Promise<BlogPostView> {
    const post = await this.readModels.get<BlogPostView>(BLOG_PROJECTION, POSTS, postId);
    if (!post) throw notFound('Blog post not found');
    return post;
  }

  private async uniqueSlug(base: string): Promise<string> {
    const taken = new Set((await this.posts()).map((post) => post.slug));
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
    return slug;
  }

  private async titles(): Promise<string[]> {
    return (await this.posts()).map((post) => post.title);
  }

  private async toolSummaries() {
    return (await this.catalogue.tools()).map(({ id, name, description, tags }) => ({ id, name, description, tags }));
  }

  private context(actor: Actor) {
    return { actor, now: this.clock.now() };
  }

  private run(postId: string, command: BlogPostCommand, actor: Actor) {
    return executeCommand(this.log, blogPostStream(postId), blogPostDecider, command, this.context(actor));
  }
}
