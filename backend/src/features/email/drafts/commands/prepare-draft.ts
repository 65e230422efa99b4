import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationError } from '../../../../core/errors/domain-errors.js';
import { AI_WRITER, type AiWriter } from '../../../ai/ai-writer.port.js';
import { NewsletterBriefs } from '../../delivery/newsletter-briefs.js';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule } from '../../schedule/newsletter-schedule.js';
import { type DraftFrequency, draftIdOf } from '../draft.events.js';
import type { Initiator } from '../draft.decider.js';
import { DraftStreams } from '../draft-streams.js';
import type { DraftView } from '../drafts.projection.js';

/**
 * Writes the newsletter draft of a frequency and date, unless one exists: however often the job runs
 * (or two instances run it at once), one draft per frequency and date. Answers the draft.
 */
export class PrepareDraft extends Command<{ draft: DraftView; written: boolean }> {
  constructor(
    readonly frequency: DraftFrequency,
    readonly targetDate: string,
    readonly by: Initiator,
  ) {
    super();
  }
}

@CommandHandler(PrepareDraft)
export class PrepareDraftHandler implements ICommandHandler<PrepareDraft> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly briefs: NewsletterBriefs,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
  ) {}

  async execute({ frequency, targetDate, by }: PrepareDraft) {
    if (!this.schedule.sends(frequency, targetDate)) throw validationError('targetDate', `the ${frequency} newsletter is not sent on ${targetDate}`);
    const draftId = draftIdOf(frequency, targetDate);
    // Checked first so a repeated run does not ask the AI for nothing; the decider decides again on write.
    const existing = await this.drafts.load(draftId);
    if (existing.state.status === 'none') {
      const [tools, interests] = await Promise.all([this.briefs.tools(), this.briefs.audienceInterests(frequency)]);
      const email = await this.writer.writeEmail({ frequency, interests, tools, forDate: targetDate });
      const sendAt = this.schedule.sendAt(targetDate).toISOString();
      const draft = { ...email, interests, ...this.writer.describe('writeEmail') };
      const { position } = await this.drafts.run(draftId, { type: 'WriteDraft', draftId, frequency, targetDate, sendAt, draft, operator: by.operator }, by.actor);
      await this.drafts.visible(position);
      return { draft: await this.drafts.view(draftId), written: position !== null };
    }
    await this.drafts.visible(existing.position);
    return { draft: await this.drafts.view(draftId), written: false };
  }
}
