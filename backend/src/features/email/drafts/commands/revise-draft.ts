import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AI_WRITER, type AiWriter } from '../../../ai/ai-writer.port.js';
import { NewsletterBriefs } from '../../delivery/newsletter-briefs.js';
import { type DraftContent, draftDecider } from '../draft.decider.js';
import { type DraftAnswer, DraftPresenter } from '../draft-presenter.js';
import { DraftStreams } from '../draft-streams.js';

const placeholder: DraftContent = { subject: '', content: '', interests: [], writer: 'offline', model: '' };

/** The AI rewrites a pending draft as the admin asks; the draft stays pending with a new version. */
export class ReviseDraft extends Command<DraftAnswer> {
  constructor(
    readonly draftId: string,
    readonly operator: string,
    readonly revisionRequest: string,
  ) {
    super();
  }
}

@CommandHandler(ReviseDraft)
export class ReviseDraftHandler implements ICommandHandler<ReviseDraft> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly briefs: NewsletterBriefs,
    private readonly presenter: DraftPresenter,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async execute({ draftId, operator, revisionRequest }: ReviseDraft) {
    const { state } = await this.drafts.load(draftId);
    // The decider's own refusals (unknown, blank request, not pending), before the AI is asked for anything;
    // it decides again on the state at write time.
    draftDecider.decide({ type: 'ReviseDraft', draftId, operator, revisionRequest, draft: state.status === 'none' ? placeholder : state.current }, state);
    if (state.status === 'none') return this.presenter.one(await this.drafts.view(draftId));
    const { frequency, targetDate, current } = state;
    const email = await this.writer.writeEmail({
      frequency,
      interests: current.interests,
      tools: await this.briefs.tools(),
      forDate: targetDate,
      revision: { draft: { subject: current.subject, content: current.content }, request: revisionRequest },
    });
    const draft = { ...email, interests: current.interests, ...this.writer.describe('writeEmail') };
    const { position } = await this.drafts.run(draftId, { type: 'ReviseDraft', draftId, operator, revisionRequest, draft }, 'admin');
    await this.drafts.visible(position);
    return this.presenter.one(await this.drafts.view(draftId));
  }
}
