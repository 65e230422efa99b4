import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { GmailCheckAnswer } from '../../contract/gmail.contract.js';
import { GMAIL_CHECK_JOB, GMAIL_CHECK_MINUTES, GMAIL_CHECK_SCHEDULE, GMAIL_TEXTS } from '../../contract/gmail.vocabulary.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { JobContext } from '../../core/jobs/job-definition.js';
import { JobRunner } from '../../core/jobs/job-runner.js';
import { type GmailCheckOutcome, GmailInbox } from './gmail-inbox.js';
import { GmailRecord } from './gmail-record.js';
import { GmailSettings } from './gmail-settings.js';

type Handoff = { outcome: GmailCheckOutcome } | { error: unknown };

/** Runs asked by hand whose outcome nobody collected (Run now in the Jobs panel) are forgotten beyond this many. */
const KEPT_HANDOFFS = 20;

/**
 * The inbox check as a job of the one runner (spec section 9: every 5 minutes), so each check, by the
 * schedule or by hand, runs once across instances under the job's lease and is recorded in the job's
 * stream. While Gmail is not configured or connected a run reads nothing and says so. "Check emails
 * now" is a run by hand, with the admin as operator; its counts are handed back from the run.
 */
@Injectable()
export class GmailCheckJob implements OnModuleInit {
  private readonly handoffs = new Map<string, Handoff>();

  constructor(
    private readonly runner: JobRunner,
    private readonly inbox: GmailInbox,
    private readonly record: GmailRecord,
    private readonly settings: GmailSettings,
  ) {}

  onModuleInit(): void {
    this.runner.register({
      name: GMAIL_CHECK_JOB,
      schedule: GMAIL_CHECK_SCHEDULE,
      description: `Every ${GMAIL_CHECK_MINUTES} minutes, reads new mail to the contact address in the connected Gmail mailbox into Contact messages (skips while Gmail is not connected)`,
      run: (context) => this.run(context),
    });
  }

  /** Checks now for the admin: 409 saying what is missing before any run, else the run's counts (its failure as it failed). */
  async checkNow(operator: string): Promise<GmailCheckAnswer> {
    this.settings.required();
    if (!(await this.record.state()).connection) throw illegalState(GMAIL_TEXTS.notConnected);
    const { runId, done } = await this.runner.runNow(GMAIL_CHECK_JOB, undefined, operator);
    await done;
    const handoff = this.handoffs.get(runId);
    this.handoffs.delete(runId);
    if (!handoff) throw new Error(`The ${GMAIL_CHECK_JOB} run ${runId} ended without an outcome`);
    if ('error' in handoff) throw handoff.error;
    const { outcome } = handoff;
    // Disconnected between the question and the run.
    if (!outcome.checked) throw illegalState(outcome.summary);
    return { ...outcome.counts, message: outcome.summary };
  }

  private async run({ runId, trigger, operator, signal }: JobContext<undefined>): Promise<string> {
    try {
      const outcome = await this.inbox.check(signal, operator === null ? 'scheduler' : 'admin');
      if (trigger === 'manual') this.handOff(runId, { outcome });
      return outcome.summary;
    } catch (error) {
      if (trigger === 'manual') this.handOff(runId, { error });
      throw error;
    }
  }

  private handOff(runId: string, handoff: Handoff): void {
    this.handoffs.set(runId, handoff);
    for (const stale of [...this.handoffs.keys()].slice(0, Math.max(0, this.handoffs.size - KEPT_HANDOFFS))) this.handoffs.delete(stale);
  }
}
