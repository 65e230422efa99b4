import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BlogPostPreview } from '../../../contract/blog.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { EventLog } from '../../../core/events/event-log.js';
import { AI_WRITER, type AiWriter } from '../../ai/ai-writer.port.js';
import { BLOG_STREAM } from '../blog.events.js';
import { BlogBriefs } from '../blog-briefs.js';

/** Has the AI writer draft a post without publishing it; the preview itself is recorded for the audit trail. */
export class PreviewBlogPost extends Command<BlogPostPreview> {
  constructor(readonly topic: string | null) {
    super();
  }
}

@CommandHandler(PreviewBlogPost)
export class PreviewBlogPostHandler implements ICommandHandler<PreviewBlogPost> {
  constructor(
    private readonly briefs: BlogBriefs,
    private readonly log: EventLog,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ topic }: PreviewBlogPost): Promise<BlogPostPreview> {
    const draft = await this.writer.generateBlogPost((await this.briefs.forTopic(topic)).request);
    const data = { topic, title: draft.title, category: draft.category, ...this.writer.describe('generateBlogPost') };
    await this.log.append(BLOG_STREAM, [{ type: 'BlogPreviewGenerated', data }], 'any', { actor: 'admin', now: this.clock.now() });
    return { title: draft.title, category: draft.category, excerpt: draft.excerpt, content: draft.content };
  }
}
