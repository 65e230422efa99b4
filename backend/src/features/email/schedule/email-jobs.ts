import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { CONSEQUENTIAL_JOBS } from '../../../contract/operations.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import type { JobDefinition } from '../../../core/jobs/job-definition.js';
import { JobRunner } from '../../../core/jobs/job-runner.js';
import { SendNewsletter } from '../campaigns/commands/send-newsletter.js';
import { PrepareDraft } from '../drafts/commands/prepare-draft.js';
import { adminNamed, type Initiator, SCHEDULER } from '../drafts/draft.decider.js';
import type { DraftFrequency } from '../drafts/draft.events.js';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule, SEND_TIME } from './newsletter-schedule.js';
import { isCalendarDate } from './schedule-calendar.js';

/** What a draft job run by hand may give: the date to write the draft for (tomorrow, or next Monday, when absent). */
export type DraftJobParameters = { targetDate?: string };

/** A run the admin asked for is the admin's act (the drafts' history names them); scheduled and catch-up runs are the scheduler's. */
const initiatorOf = (operator: string | null): Initiator => (operator === null ? SCHEDULER : adminNamed(operator));

/** The send jobs take no parameters: the runner refuses any (400). */
type EmailJobDefinition = JobDefinition<DraftJobParameters | undefined>;

/**
 * The newsletter's four jobs, registered with the one job runner (core/jobs), which fires them in
 * SCHEDULE_TIMEZONE, runs each occurrence once across instances, catches up a missed one at start
 * and records every run: drafts 24 hours before sending (daily at 08:00 for tomorrow, weekly on
 * Sunday 08:00 for Monday), the daily send at 08:00, the weekly one on Monday at 08:00.
 */
@Injectable()
export class EmailJobs implements OnModuleInit {
  private readonly logger = new Logger(EmailJobs.name);

  readonly definitions: ReadonlyArray<EmailJobDefinition>;

  constructor(
    private readonly commands: CommandBus,
    private readonly runner: JobRunner,
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.definitions = this.define();
  }

  onModuleInit(): void {
    for (const definition of this.definitions) this.runner.register(definition as JobDefinition<unknown>);
  }

  private define(): ReadonlyArray<EmailJobDefinition> {
    return [
    {
      name: 'daily-draft',
      schedule: '0 8 * * *',
      description: "Writes tomorrow's daily newsletter draft (given { targetDate: 'YYYY-MM-DD' }, that date's)",
      parameters: this.draftParameters('daily'),
      run: ({ occurrence, parameters, operator }) => this.draft('daily', parameters?.targetDate ?? this.schedule.nextTarget('daily', occurrence), initiatorOf(operator)),
    },
    {
      name: 'weekly-draft',
      schedule: '0 8 * * 0',
      description: "Writes Monday's weekly newsletter draft (given { targetDate: 'YYYY-MM-DD' }, a Monday, that date's)",
      parameters: this.draftParameters('weekly'),
      run: ({ occurrence, parameters, operator }) => this.draft('weekly', parameters?.targetDate ?? this.schedule.nextTarget('weekly', occurrence), initiatorOf(operator)),
    },
    { name: CONSEQUENTIAL_JOBS.dailySend, schedule: '0 8 * * *', description: "Sends the day's approved daily newsletter", run: ({ occurrence, operator }) => this.send('daily', occurrence, initiatorOf(operator)) },
    { name: CONSEQUENTIAL_JOBS.weeklySend, schedule: '0 8 * * 1', description: "Sends Monday's approved weekly newsletter", run: ({ occurrence, operator }) => this.send('weekly', occurrence, initiatorOf(operator)) },
    ];
  }

  /**
   * At start, a missing draft for tomorrow is written at once (a fresh install shows one; so does an
   * instance that was down at 08:00 yesterday). One draft per frequency and date, so it is harmless
   * when the draft exists or another instance writes it at the same moment.
   */
  async draftTomorrow(): Promise<void> {
    const tomorrow = this.schedule.nextTarget('daily', this.clock.now());
    for (const frequency of ['daily', 'weekly'] as const) {
      if (!this.schedule.sends(frequency, tomorrow)) continue;
      try {
        this.logger.log(await this.draft(frequency, tomorrow, SCHEDULER));
      } catch (error) {
        this.logger.warn(`Could not write the ${frequency} draft for ${tomorrow}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /**
   * A run by hand names a real date with a newsletter of that frequency whose send time is still
   * ahead: the runner answers 400 for anything else, before the run starts.
   */
  private draftParameters(frequency: DraftFrequency): z.ZodType<DraftJobParameters | undefined> {
    return z
      .strictObject({
        targetDate: z
          .string({ error: 'must be a date written YYYY-MM-DD' })
          // Aborts: the checks below read the date, and zod runs every check of a string by default.
          .refine(isCalendarDate, { message: 'must be a date written YYYY-MM-DD', abort: true })
          .refine((date) => this.schedule.sends(frequency, date), { message: frequency === 'weekly' ? 'the weekly newsletter is sent on Mondays only' : 'no daily newsletter that day' })
          .refine((date) => this.schedule.sendAt(date).getTime() > this.clock.now().getTime(), {
            message: `its send time (${SEND_TIME}, ${this.schedule.timeZone}) has passed`,
          })
          .optional(),
      })
      .optional();
  }

  private async draft(frequency: DraftFrequency, targetDate: string, by: Initiator): Promise<string> {
    const { draft, written } = await this.commands.execute(new PrepareDraft(frequency, targetDate, by));
    return written ? `Wrote the ${frequency} draft for ${targetDate}` : `The ${frequency} draft for ${targetDate} already exists (${draft.status})`;
  }

  /** Sends the approved draft of the occurrence's date (after expiring the drafts still pending past their send time). */
  private async send(frequency: DraftFrequency, occurrence: Date, by: Initiator): Promise<string> {
    const date = this.schedule.today(occurrence);
    return (await this.commands.execute(new SendNewsletter(frequency, { kind: 'scheduled', date }, by))).message;
  }
}
