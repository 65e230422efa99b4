import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ManualCampaignAnswer } from '../../../../contract/email-campaigns.contract.js';
import { EMAIL_TEXTS } from '../../../../contract/email.vocabulary.js';
import { DomainError } from '../../../../core/errors/domain-errors.js';
import { ReadModels } from '../../../../core/projections/read-models.js';
import { FindSubscribers } from '../../../subscribers/queries/find-subscribers.js';
import { CampaignLauncher } from '../campaign-launcher.js';
import { CampaignRunner } from '../campaign-runner.js';
import { CAMPAIGNS_COLLECTION, CAMPAIGNS_PROJECTION, type CampaignView } from '../campaigns.projection.js';

/** How long the admin's request waits for its campaign; past it the answer says it is still sending. */
export const MANUAL_CAMPAIGN_WAIT_MS = 20_000;


/** The admin's campaign to chosen subscribers: one message each, exactly once, through the same send process as newsletters. */
export class SendManualCampaign extends Command<ManualCampaignAnswer> {
  constructor(
    readonly subject: string,
    readonly content: string,
    readonly subscriberIds: readonly string[],
  ) {
    super();
  }
}

@CommandHandler(SendManualCampaign)
export class SendManualCampaignHandler implements ICommandHandler<SendManualCampaign> {
  constructor(
    private readonly launcher: CampaignLauncher,
    private readonly runner: CampaignRunner,
    private readonly queries: QueryBus,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ subject, content, subscriberIds }: SendManualCampaign): Promise<ManualCampaignAnswer> {
    const found = await this.queries.execute(new FindSubscribers(subscriberIds));
    const unknown = found.filter((subscriber) => subscriber === null).length;
    if (unknown > 0) {
      throw new DomainError('validation', EMAIL_TEXTS.unknownRecipients, {
        field: 'subscriberIds',
        reason: `${unknown} of the ${subscriberIds.length} subscriber ids given ${unknown === 1 ? 'is' : 'are'} not known`,
      });
    }
    const campaign = await this.launcher.startManual(subject, content, subscriberIds, 'admin');
    const campaignId = campaign.plan.campaignId;
    const run = this.runner.run(campaignId);
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), MANUAL_CAMPAIGN_WAIT_MS);
    });
    const totals = await Promise.race([run, outOfTime]).finally(() => clearTimeout(timer));
    if (!totals) {
      run.catch(() => undefined);
      const progress = await this.readModels.get<CampaignView>(CAMPAIGNS_PROJECTION, CAMPAIGNS_COLLECTION, campaignId);
      return { sentCount: progress?.sent ?? 0, campaignId, skippedCount: progress?.skipped ?? 0, status: 'sending' };
    }
    return { sentCount: totals.sent, campaignId, skippedCount: totals.skipped, status: 'completed' };
  }
}
