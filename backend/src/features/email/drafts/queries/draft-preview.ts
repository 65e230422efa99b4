import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RenderedEmail } from '../../../../core/mail/email-layout.js';
import { SubscriberLinks } from '../../../subscribers/subscriber-links.js';
import { newsletterSample } from '../../delivery/newsletter-email.js';
import { DraftStreams } from '../draft-streams.js';

/** A draft rendered exactly as the newsletter will look, for the approval panel (shown in a sandboxed frame). */
export class PreviewDraft extends Query<RenderedEmail & { subject: string }> {
  constructor(readonly draftId: string) {
    super();
  }
}

@QueryHandler(PreviewDraft)
export class PreviewDraftHandler implements IQueryHandler<PreviewDraft> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly links: SubscriberLinks,
  ) {}

  async execute({ draftId }: PreviewDraft) {
    const { subject, content } = await this.drafts.view(draftId);
    return { subject, ...newsletterSample(subject, content, this.links.siteUrl) };
  }
}
