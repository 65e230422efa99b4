import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { EventLog } from '../../core/events/event-log.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { CampaignRunner } from './campaigns/campaign-runner.js';
import { CAMPAIGNS_COLLECTION, CAMPAIGNS_PROJECTION, type CampaignView } from './campaigns/campaigns.projection.js';
import { EmailJobs } from './schedule/email-jobs.js';

/** How long the start waits for the campaigns read model to catch up before resuming what it shows. */
const CATCH_UP_TIMEOUT_MS = 120_000;

/**
 * What the newsletter does when the app starts, once seeding is done: every campaign a stop or a
 * crash left unfinished resumes by itself, and tomorrow's draft is written if it is missing.
 */
@Injectable()
export class EmailStartup implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailStartup.name);
  private started: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: EventLog,
    private readonly engine: ProjectionEngine,
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
    // After a kill the campaigns read model may not show the last campaigns yet (another instance's
    // projections lease has to expire before this one catches up): wait until it shows every event
    // recorded before this start, so no campaign started just before the crash is left behind.
    const head = await this.log.headPosition();
    try {
      await this.engine.waitFor(head, [CAMPAIGNS_PROJECTION], CATCH_UP_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`Resuming the campaigns the read model shows so far: ${error instanceof Error ? error.message : String(error)}`);
    }
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
