import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { AI_WRITER, type AiWriter, type NewsItem } from '../../../ai/ai-writer.port.js';
import { NewsletterBriefs } from '../../delivery/newsletter-briefs.js';

/** News analysis for the Email Campaigns panel: items about the directory's tools (offline: a digest of the catalogue, said so in each item). */
export class AnalyzeNews extends Command<{ newsItems: NewsItem[] }> {}

@CommandHandler(AnalyzeNews)
export class AnalyzeNewsHandler implements ICommandHandler<AnalyzeNews> {
  constructor(
    private readonly briefs: NewsletterBriefs,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute() {
    return { newsItems: await this.writer.analyzeNews({ tools: await this.briefs.tools(), now: this.clock.now() }) };
  }
}
