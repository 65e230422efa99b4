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

/** One scheduled job of the newsletter: its name, when it runs (cron, in SCHEDULE_TIMEZONE) and its body. */
export type EmailJob = { name: string; cron: string; description: string; run(params?: unknown): Promise<string> };

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
    { name: 'daily-draft', cron: '0 8 * * *', description: "Writes tomorrow's daily newsletter draft", run: (params) => this.draft('daily', params) },
    { name: 'weekly-draft', cron: '0 8 * * 0', description: "Writes Monday's weekly newsletter draft", run: (params) => this.draft('weekly', params) },
    { name: 'daily-send', cron: '0 8 * * *', description: "Sends today's approved daily newsletter", run: () => this.send('daily') },
    { name: 'weekly-send', cron: '0 8 * * 1', description: "Sends today's approved weekly newsletter", run: () => this.send('weekly') },
  ];

  async draft(frequency: DraftFrequency, params: unknown = {}): Promise<string> {
    const { targetDate } = parseInput(draftJobParamsSchema, params ?? {});
    const date = targetDate ?? this.schedule.nextTarget(frequency, this.clock.now());
    const { draft, written } = await this.commands.execute(new PrepareDraft(frequency, date, 'scheduler'));
    return written ? `Wrote the ${frequency} draft for ${date}: "${draft.subject}"` : `The ${frequency} draft for ${date} already exists (${draft.status})`;
  }

  async send(frequency: DraftFrequency): Promise<string> {
    const today = this.schedule.today(this.clock.now());
    return (await this.commands.execute(new SendNewsletter(frequency, { kind: 'scheduled', date: today }, 'scheduler'))).message;
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
