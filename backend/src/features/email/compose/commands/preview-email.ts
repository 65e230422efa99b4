import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PreviewedEmail } from '../../../../contract/email-campaigns.contract.js';
import { AI_WRITER, type AiWriter } from '../../../ai/ai-writer.port.js';
import type { Frequency } from '../../../../contract/subscribers.vocabulary.js';
import { SubscriberLinks } from '../../../subscribers/subscriber-links.js';
import { NewsletterBriefs } from '../../delivery/newsletter-briefs.js';
import { newsletterSample } from '../../delivery/newsletter-email.js';

/**
 * The AI email writer panel: an email for a frequency and interests, to read before sending it to
 * chosen recipients, also rendered with the newsletter's layout as subscribers will see it.
 */
export class PreviewEmail extends Command<PreviewedEmail> {
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
    private readonly links: SubscriberLinks,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async execute({ frequency, interests, customInterests }: PreviewEmail) {
    const { subject, content } = await this.writer.writeEmail({ frequency, interests, ...(customInterests ? { customInterests } : {}), tools: await this.briefs.tools() });
    const { html, text } = newsletterSample(subject, content, this.links.siteUrl);
    return { subject, content, html, text, ...this.writer.describe('writeEmail') };
  }
}
