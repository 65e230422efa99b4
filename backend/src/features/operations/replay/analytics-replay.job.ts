import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobRunner } from '../../../core/jobs/job-runner.js';
import { ANALYTICS_PROJECTION } from '../../analytics/analytics.projection.js';
import { EMAIL_STATS_PROJECTION } from '../../email/stats/email-stats.projection.js';
import { ReplayReadModels } from './replay-read-models.js';

export const ANALYTICS_REPLAY_JOB = 'analytics-replay';

/**
 * Every night the analytics read models (the dashboard's figures and the email counts) are rebuilt from the events beside the live one, compared and
 * swapped (ReplayReadModels). 03:30 in SCHEDULE_TIMEZONE: after midnight's day boundary, before the
 * 8 AM newsletter. The run's summary (events, duration, drift) shows in the Jobs panel, the full
 * report in the Read models panel.
 */
@Injectable()
export class AnalyticsReplayJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: ANALYTICS_REPLAY_JOB,
      schedule: '30 3 * * *',
      description: 'Rebuilds the analytics read models (analytics, email-stats) from the events beside the live ones, compares, and swaps',
      run: async ({ signal }) => {
        signal.throwIfAborted();
        const outcome = await this.commands.execute(new ReplayReadModels([ANALYTICS_PROJECTION, EMAIL_STATS_PROJECTION]));
        return outcome.summary;
      },
    });
  }
}
