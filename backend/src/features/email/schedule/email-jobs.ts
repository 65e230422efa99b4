import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { parseInput } from '../../../core/http/parse-input.js';
import { PrepareDraft } from '../drafts/commands/prepare-draft.js';
import type { DraftFrequency } from '../drafts/draft.events.js';
import { SendNewsletter } from '../campaigns/commands/send-newsletter.js';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule } from './newsletter-schedule.js';
import { isCalendarDate } from './schedule-calendar.js';

/** Parameters a draft job takes when run by hand: the date to write the draft for. */
export const draftJobParamsSchema = z.strictObject({
  targetDate: z.string({ error: 'must be a date written YYYY-MM-DD' }).refine(isCalendarDate, 'must be a date written YYYY-MM-DD').optional(),
});

type DraftJobParameters = z.output<typeof draftJobParamsSchema>;

/**
 * One scheduled job of the newsletter, in the job runner's shape: its name, when it runs (cron, in
 * SCHEDULE_TIMEZONE), the parameters a run by hand may give, and its body. `occurrence` is the
 * scheduled instant the run stands for (a missed 08:00 run at start still means that day).
 */
export type EmailJob = {
  name: string;
  schedule: string;
  description: string;
  parameters?: z.ZodType<DraftJobParameters>;
  run(context: { occurrence: Date; parameters: DraftJobParameters | undefined }): Promise<string>;
};

/**
 * The newsletter's four jobs, as plain bodies the job runner calls (and tests call directly):
 * drafts 24 hours before sending, the daily send at 08:00, the weekly one on Monday at 08:00.
 */
@Injectable()
export class EmailJobs {
  private readonly logger = new Logger(EmailJobs.name);

  constructor(
    private readonly commands: CommandBus,
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  readonly jobs: readonly EmailJob[] = [
    {
      name: 'daily-draft',
      schedule: '0 8 * * *',
      description: "Writes tomorrow's daily newsletter draft (or the draft of { targetDate })",
      parameters: draftJobParamsSchema,
      run: ({ occurrence, parameters }) => this.draft('daily', parameters ?? {}, occurrence),
    },
    {
      name: 'weekly-draft',
      schedule: '0 8 * * 0',
      description: "Writes Monday's weekly newsletter draft (or the draft of { targetDate }, a Monday)",
      parameters: draftJobParamsSchema,
      run: ({ occurrence, parameters }) => this.draft('weekly', parameters ?? {}, occurrence),
    },
    { name: 'daily-send', schedule: '0 8 * * *', description: "Sends the day's approved daily newsletter", run: ({ occurrence }) => this.send('daily', occurrence) },
    { name: 'weekly-send', schedule: '0 8 * * 1', description: "Sends Monday's approved weekly newsletter", run: ({ occurrence }) => this.send('weekly', occurrence) },
  ];

  /** Writes the draft of `targetDate`, by default the next newsletter date after `occurrence`. */
  async draft(frequency: DraftFrequency, params: unknown = {}, occurrence = this.clock.now()): Promise<string> {
    const { targetDate } = parseInput(draftJobParamsSchema, params ?? {});
    const date = targetDate ?? this.schedule.nextTarget(frequency, occurrence);
    const { draft, written } = await this.commands.execute(new PrepareDraft(frequency, date, 'scheduler'));
    return written ? `Wrote the ${frequency} draft for ${date}: "${draft.subject}"` : `The ${frequency} draft for ${date} already exists (${draft.status})`;
  }

  /** Sends the approved draft of the occurrence's date (after expiring the drafts still pending past their send time). */
  async send(frequency: DraftFrequency, occurrence = this.clock.now()): Promise<string> {
    const date = this.schedule.today(occurrence);
    return (await this.commands.execute(new SendNewsletter(frequency, { kind: 'scheduled', date }, 'scheduler'))).message;
  }

  /** At start, a missing draft for tomorrow is written at once, so a fresh install shows one. */
  async draftTomorrow(): Promise<void> {
    const tomorrow = this.schedule.nextTarget('daily', this.clock.now());
    for (const frequency of ['daily', 'weekly'] as const) {
      if (!this.schedule.sends(frequency, tomorrow)) continue;
      try {
        this.logger.log(await this.draft(frequency, { targetDate: tomorrow }));
      } catch (error) {
        this.logger.warn(`Could not write the ${frequency} draft for ${tomorrow}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
