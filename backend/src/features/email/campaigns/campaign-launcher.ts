import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../core/clock.js';
import type { Actor } from '../../../core/events/event.js';
import { uuidv7 } from '../../../core/events/uuid-v7.js';
import { MAILER, type Mailer } from '../../../core/mail/mailer.port.js';
import { EmailAudience } from '../audience/email-audience.js';
import type { Initiator } from '../drafts/draft.decider.js';
import type { DraftFrequency } from '../drafts/draft.events.js';
import { DraftStreams } from '../drafts/draft-streams.js';
import type { CampaignPlan, CampaignState } from './campaign.decider.js';
import { CampaignStreams, RECIPIENT_CHUNK } from './campaign-streams.js';

export type ListedCampaign = Extract<CampaignState, { status: 'sending' | 'completed' }>;

export type NewsletterDraft = { draftId: string; frequency: DraftFrequency; subject: string; content: string };

/** A newsletter's campaign id follows from its draft, so however often it is asked, one draft makes one campaign. */
export const newsletterCampaignId = (draftId: string) => `newsletter-${draftId}`;

/**
 * Starts campaigns and lists their recipients. Every step can be repeated: starting is idempotent, the
 * recipient list only grows by what it lacks, and a listing cut short by a crash is finished at resume.
 */
@Injectable()
export class CampaignLauncher {
  constructor(
    private readonly streams: CampaignStreams,
    private readonly drafts: DraftStreams,
    private readonly audience: EmailAudience,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private plan(campaignId: string, fields: Pick<CampaignPlan, 'kind' | 'draftId' | 'frequency' | 'subject' | 'content'>): CampaignPlan {
    return { campaignId, ...fields, batchSize: this.mailer.batchLimit, startedAt: this.clock.now().toISOString() };
  }

  /** An approved draft to its frequency's eligible subscribers. The draft is marked sent before anyone is listed. */
  async startNewsletter(draft: NewsletterDraft, by: Initiator): Promise<ListedCampaign> {
    const campaignId = newsletterCampaignId(draft.draftId);
    const plan = this.plan(campaignId, { kind: 'newsletter', draftId: draft.draftId, frequency: draft.frequency, subject: draft.subject, content: draft.content });
    const { state } = await this.streams.runCampaign(campaignId, { type: 'StartCampaign', plan }, by.actor);
    return this.finishListing(state, by);
  }

  /**
   * The admin's campaign to chosen subscribers. The list is recorded before the campaign starts, so a
   * started campaign always has its whole list (a crash before the start leaves an unused list, no campaign).
   */
  async startManual(subject: string, content: string, subscriberIds: readonly string[], actor: Actor): Promise<ListedCampaign> {
    const campaignId = uuidv7();
    await this.streams.addRecipients(campaignId, [subscriberIds], actor);
    const plan = this.plan(campaignId, { kind: 'manual', draftId: null, frequency: null, subject, content });
    const { state } = await this.streams.runCampaign(campaignId, { type: 'StartCampaign', plan }, actor);
    // The operator is named on a newsletter's draft only; a manual campaign has none.
    return this.finishListing(state, { actor, operator: null });
  }

  /** Completes the listing of a started campaign (after a crash, the same steps again); a listed one is answered as is. */
  async finishListing(state: CampaignState, by: Initiator): Promise<ListedCampaign> {
    const { actor } = by;
    if (state.status === 'none') throw new Error('Cannot list the recipients of a campaign that was never started');
    if (state.status !== 'listing') return state;
    const { plan } = state;
    let total: number;
    if (plan.kind === 'newsletter' && plan.draftId && plan.frequency) {
      await this.drafts.run(plan.draftId, { type: 'MarkDraftSent', draftId: plan.draftId, campaignId: plan.campaignId, operator: by.operator }, actor);
      total = await this.streams.addRecipients(plan.campaignId, this.audience.eligibleIdPages(plan.frequency, RECIPIENT_CHUNK), actor);
    } else {
      total = await this.streams.recipientCount(plan.campaignId);
    }
    const command = { type: 'FinishListing' as const, campaignId: plan.campaignId, total, batches: Math.ceil(total / plan.batchSize) };
    const { state: listed } = await this.streams.runCampaign(plan.campaignId, command, actor);
    if (listed.status === 'listing' || listed.status === 'none') throw new Error(`Campaign ${plan.campaignId} is still listing`);
    return listed;
  }
}
