import { Injectable } from '@nestjs/common';
import type { GmailStatus } from '../../contract/gmail.contract.js';
import { GMAIL_CHECK_JOB, GMAIL_CHECK_MINUTES } from '../../contract/gmail.vocabulary.js';
import { JobRunner } from '../../core/jobs/job-runner.js';
import { type GmailTest, wizardStep } from './gmail-connection.decider.js';
import { GmailRecord } from './gmail-record.js';
import { GmailSettings } from './gmail-settings.js';

/** A test's answer in words: who the mailbox is and what is read from it, or what went wrong. */
export const testMessage = (test: Pick<GmailTest, 'passed' | 'problem'>, account: string | null, settings: GmailSettings): string =>
  test.passed
    ? `Connected to Gmail${account ? ` as ${account}` : ''}: mail to ${settings.address ?? 'the contact address'} in ${settings.label} is read every ${GMAIL_CHECK_MINUTES} minutes`
    : (test.problem ?? 'The test failed');

/** The wizard's state as the card reads it: the record, the configuration and the check job's last and next run; never a token. */
@Injectable()
export class GmailStatusView {
  constructor(
    private readonly record: GmailRecord,
    private readonly settings: GmailSettings,
    private readonly jobs: JobRunner,
  ) {}

  async status(): Promise<GmailStatus> {
    const state = await this.record.state();
    const job = (await this.jobs.list()).find((listing) => listing.name === GMAIL_CHECK_JOB);
    if (!job) throw new Error(`The ${GMAIL_CHECK_JOB} job is not registered`);
    const { connection } = state;
    const { settings } = this;
    return {
      configured: settings.configured,
      notConfigured: settings.configured ? null : settings.notConfiguredMessage,
      missing: [...settings.missing],
      redirectUri: settings.redirectUri,
      contactAddress: settings.address,
      label: settings.label,
      step: wizardStep(state),
      forwarding: state.forwarding,
      connection: connection && { account: connection.account, connectedAt: connection.connectedAt, operator: connection.operator, tokenConfirmed: connection.tokenConfirmed },
      lastTest: connection?.lastTest ? { success: connection.lastTest.passed, message: testMessage(connection.lastTest, connection.account, settings), testedAt: connection.lastTest.testedAt } : null,
      check: { nextRunAt: job.nextRunAt, lastRun: job.lastRun, lastResult: job.lastResult },
    };
  }
}
