import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AI_WRITER, type AiWriter, type EmailDraft } from '../../../ai/ai-writer.port.js';
import type { Frequency } from '../../../../contract/subscribers.vocabulary.js';
import { NewsletterBriefs } from '../../delivery/newsletter-briefs.js';

/** The AI email writer panel: an email for a frequency and interests, to read before sending it to chosen recipients. */
export class PreviewEmail extends Command<EmailDraft> {
  constructor(
    readonly frequency: Frequency,
    readonly interests: string[],
    readonly customInterests: string | null,
  ) {
    super();
  }
}

@CommandHandler(PreviewEmail)
export class PreviewEmailHandler implements ICommandHandler<PreviewEmail> {
  constructor(
    private readonly briefs: NewsletterBriefs,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async execute({ frequency, interests, customInterests }: PreviewEmail) {
    const { subject, content } = await this.writer.writeEmail({ frequency, interests, ...(customInterests ? { customInterests } : {}), tools: await this.briefs.tools() });
    return { subject, content };
  }
}
