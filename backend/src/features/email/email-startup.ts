import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { ReadModels } from '../../core/projections/read-models.js';
import { CampaignRunner } from './campaigns/campaign-runner.js';
import { CAMPAIGNS_COLLECTION, CAMPAIGNS_PROJECTION, type CampaignView } from './campaigns/campaigns.projection.js';
import { EmailJobs } from './schedule/email-jobs.js';

/**
 * What the newsletter does when the app starts, once seeding is done: every campaign a stop or a
 * crash left unfinished resumes by itself, and tomorrow's draft is written if it is missing.
 */
@Injectable()
export class EmailStartup implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailStartup.name);
  private started: Promise<void> = Promise.resolve();

  constructor(
    private readonly readModels: ReadModels,
    private readonly runner: CampaignRunner,
    private readonly jobs: EmailJobs,
  ) {}

  start(): void {
    this.started = Promise.all([this.resumeCampaigns(), this.jobs.draftTomorrow()]).then(() => undefined);
  }

  /** A stop waits for the start work: a draft half-written would be written again at the next start anyway. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.started.catch(() => undefined);
  }

  /** Resolves once the start work is done and no resumed campaign is still running (tests). */
  async idle(): Promise<void> {
    await this.started;
    await this.runner.idle();
  }

  private async resumeCampaigns(): Promise<void> {
    const unfinished = [
      ...(await this.readModels.find<CampaignView>(CAMPAIGNS_PROJECTION, CAMPAIGNS_COLLECTION, { where: { status: 'listing' } })),
      ...(await this.readModels.find<CampaignView>(CAMPAIGNS_PROJECTION, CAMPAIGNS_COLLECTION, { where: { status: 'sending' } })),
    ];
    for (const campaign of unfinished) {
      this.logger.log(`Resuming campaign ${campaign.id} (${campaign.subject.slice(0, 60)})`);
      this.runner.runInBackground(campaign.id);
    }
  }
}
