import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import type { Initiator } from '../../drafts/draft.decider.js';
import type { DraftFrequency } from '../../drafts/draft.events.js';
import { DraftStreams } from '../../drafts/draft-streams.js';
import type { DraftView } from '../../drafts/drafts.projection.js';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule, SEND_TIME } from '../../schedule/newsletter-schedule.js';
import { CampaignLauncher } from '../campaign-launcher.js';
import { CampaignRunner } from '../campaign-runner.js';

/**
 * `scheduled`: the daily-send / weekly-send job sends the approved draft of that date.
 * `next`: the admin's test button sends the earliest approved draft not yet sent, now.
 */
export type NewsletterChoice = { kind: 'scheduled'; date: string } | { kind: 'next' };

export type NewsletterSendAnswer = { message: string; campaignId: string | null; recipients: number };

/**
 * Sends a newsletter: first expires the drafts of that frequency still pending at their send time,
 * then queues the chosen approved draft as a campaign and answers how many recipients it has, or why
 * nothing was sent. A draft is sent once: it is marked sent as its campaign starts.
 */
export class SendNewsletter extends Command<NewsletterSendAnswer> {
  constructor(
    readonly frequency: DraftFrequency,
    readonly choice: NewsletterChoice,
    readonly by: Initiator,
  ) {
    super();
  }
}

const count = (value: number) => value.toLocaleString('en-US');

@CommandHandler(SendNewsletter)
export class SendNewsletterHandler implements ICommandHandler<SendNewsletter> {
  constructor(
    private readonly drafts: DraftStreams,
    private readonly launcher: CampaignLauncher,
    private readonly runner: CampaignRunner,
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ frequency, choice, by }: SendNewsletter): Promise<NewsletterSendAnswer> {
    await this.expireOverdue(frequency, by);
    const draft = await this.choose(frequency, choice);
    if (typeof draft === 'string') return { message: draft, campaignId: null, recipients: 0 };
    const campaign = await this.launcher.startNewsletter({ draftId: draft.id, frequency, subject: draft.subject, content: draft.content }, by);
    this.runner.runInBackground(campaign.plan.campaignId);
    return {
      message: `Queued the ${frequency} newsletter "${draft.subject}" (for ${draft.targetDate}) for ${count(campaign.total)} recipient${campaign.total === 1 ? '' : 's'}.`,
      campaignId: campaign.plan.campaignId,
      recipients: campaign.total,
    };
  }

  /** The approved draft to send, or the reason there is none. */
  private async choose(frequency: DraftFrequency, choice: NewsletterChoice): Promise<DraftView | string> {
    if (choice.kind === 'next') {
      const [earliest] = await this.drafts.list({ frequency, status: 'approved' });
      return earliest ?? `No approved ${frequency} draft is waiting to be sent, so nothing was sent.`;
    }
    const [draft] = await this.drafts.list({ frequency, targetDate: choice.date });
    if (!draft) return `There is no ${frequency} draft for ${choice.date}, so nothing was sent.`;
    switch (draft.status) {
      case 'approved':
        return draft;
      case 'sent':
        return `The ${frequency} newsletter for ${choice.date} was already sent.`;
      case 'rejected':
        return `The ${frequency} draft for ${choice.date} was rejected, so nothing was sent.`;
      case 'pending':
        // Still pending after expireOverdue: its send time is ahead (a run by hand before 08:00).
        return `The ${frequency} draft for ${choice.date} is still waiting for approval; if approved, it goes out at its send time (${this.sendTime(choice.date)}). Nothing was sent.`;
      case 'expired':
        return `The ${frequency} draft for ${choice.date} was not approved before its send time, so nothing was sent.`;
    }
  }

  /** A draft's send time as the admin reads it: '2025-06-04 08:00, UTC'. */
  private sendTime(targetDate: string): string {
    return `${targetDate} ${SEND_TIME}, ${this.schedule.timeZone}`;
  }

  /** Pending at the send time means expired: never sent, and the reason is kept with the draft. */
  private async expireOverdue(frequency: DraftFrequency, by: Initiator): Promise<void> {
    const now = this.clock.now();
    for (const draft of await this.drafts.list({ frequency, status: 'pending' })) {
      if (Date.parse(draft.sendAt) > now.getTime()) continue;
      const reason = `Not approved before its send time (${this.sendTime(draft.targetDate)}); it was not sent.`;
      const { position } = await this.drafts.run(draft.id, { type: 'ExpireDraft', draftId: draft.id, reason, operator: by.operator }, by.actor);
      await this.drafts.visible(position);
    }
  }
}
