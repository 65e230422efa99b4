import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CampaignRunner } from '../campaign-runner.js';
import { CampaignStreams } from '../campaign-streams.js';

export type BatchResolution = 'delivered' | 'resend';

/**
 * The operator settles a batch in doubt after checking the transport (SendGrid's activity page):
 * `delivered` records it as sent; `resend` lets the campaign send it again, as a new attempt.
 */
export class ResolveBatch extends Command<{ campaignId: string; batch: number; status: string }> {
  constructor(
    readonly campaignId: string,
    readonly batch: number,
    readonly resolution: BatchResolution,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(ResolveBatch)
export class ResolveBatchHandler implements ICommandHandler<ResolveBatch> {
  constructor(
    private readonly streams: CampaignStreams,
    private readonly runner: CampaignRunner,
  ) {}

  async execute({ campaignId, batch, resolution, operator }: ResolveBatch) {
    const ref = { campaignId, batch, operator };
    const { state } = await this.streams.runBatch(resolution === 'delivered' ? { type: 'ConfirmBatch', ...ref } : { type: 'ReleaseBatch', ...ref }, 'admin');
    if (resolution === 'resend') this.runner.runInBackground(campaignId);
    return { campaignId, batch, status: state.status };
  }
}
