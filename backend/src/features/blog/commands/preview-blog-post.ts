import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BlogPostPreview } from '../../../contract/blog.contract.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { AI_WRITER, type AiWriter } from '../../ai/ai-writer.port.js';
import { blogActivityDecider } from '../blog-activity.deciders.js';
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
    private readonly shell: CommandShell,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async execute({ topic }: PreviewBlogPost): Promise<BlogPostPreview> {
    const draft = await this.writer.generateBlogPost((await this.briefs.forTopic(topic)).request);
    const preview = { topic, title: draft.title, category: draft.category, ...this.writer.describe('generateBlogPost') };
    await this.shell.record(BLOG_STREAM, blogActivityDecider, { type: 'RecordPreview', preview }, { actor: 'admin' });
    return { title: draft.title, category: draft.category, excerpt: draft.excerpt, content: draft.content };
  }
}
