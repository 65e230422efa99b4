import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { type DraftAnswer, DraftPresenter } from '../draft-presenter.js';
import { DraftStreams } from '../draft-streams.js';

export type ReviewDecision = 'approve' | 'reject';

/** The admin approves or rejects a draft, with notes; both are recorded with who decided. */
export class ReviewDraft extends Command<DraftAnswer> {
  constructor(
    readonly draftId: string,
    readonly decision: ReviewDecision,
    readonly operator: string,
    readonly adminNotes: string | null,
  ) {
    super();
  }
}

@CommandHandler(ReviewDraft)
export class ReviewDraftHandler implements ICommandHandler<ReviewDraft> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly presenter: DraftPresenter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ draftId, decision, operator, adminNotes }: ReviewDraft) {
    const command =
      decision === 'approve'
        ? { type: 'ApproveDraft' as const, draftId, operator, adminNotes, at: this.clock.now() }
        : { type: 'RejectDraft' as const, draftId, operator, adminNotes };
    const { position } = await this.drafts.run(draftId, command, 'admin');
    await this.drafts.visible(position);
    return this.presenter.one(await this.drafts.view(draftId));
  }
}
