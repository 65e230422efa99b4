import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackRequest } from '../../../contract/analytics.contract.js';
import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { PublicRateLimits } from '../../../core/rate-limit/public-rate-limits.js';
import { trafficDecider } from '../analytics.deciders.js';
import { trafficStream } from '../analytics.events.js';
import { dayOfInstant } from '../calendar.js';

/**
 * A page view or tool click reported by the public site. The client address only counts against the
 * per-client limit; it is never recorded. Answers nothing (204): the site does not wait for it.
 */
export class TrackVisit extends Command<void> {
  constructor(
    readonly visit: TrackRequest,
    readonly client: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(TrackVisit)
export class TrackVisitHandler implements ICommandHandler<TrackVisit> {
  constructor(
    private readonly shell: CommandShell,
    private readonly limits: PublicRateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ visit, client }: TrackVisit): Promise<void> {
    const now = this.clock.now();
    await this.limits.beacon(client);
    await this.shell.record(trafficStream(dayOfInstant(now)), trafficDecider, visit, { actor: 'visitor', now });
  }
}
