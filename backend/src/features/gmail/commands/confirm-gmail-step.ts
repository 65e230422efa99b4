import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GmailStatus } from '../../../contract/gmail.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { GmailRecord } from '../gmail-record.js';
import { GmailStatusView } from '../gmail-status-view.js';

/** The two steps the admin confirms by hand: 'Mark Complete' (forwarding is set up) and 'Added Refresh Token'. */
export type GmailConfirmation = 'forwarding' | 'token';

/** The admin confirms a step of the wizard; answers the wizard's state (again changes nothing). */
export class ConfirmGmailStep extends Command<GmailStatus> {
  constructor(
    readonly step: GmailConfirmation,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmGmailStep)
export class ConfirmGmailStepHandler implements ICommandHandler<ConfirmGmailStep> {
  constructor(
    private readonly record: GmailRecord,
    private readonly view: GmailStatusView,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ step, operator }: ConfirmGmailStep) {
    await this.record.run(step === 'forwarding' ? { type: 'ConfirmForwarding', operator, now: this.clock.now() } : { type: 'ConfirmToken', operator }, 'admin');
    return this.view.status();
  }
}
