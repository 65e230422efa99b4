import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { TrackRequest } from '../../../contract/analytics.contract.js';
import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { validationError } from '../../../core/errors/domain-errors.js';
import { IsListedTool } from '../../catalogue/queries/is-listed-tool.js';
import { PublicRateLimits } from '../../../core/rate-limit/public-rate-limits.js';
import { trafficDecider } from '../analytics.deciders.js';
import { trafficStream } from '../analytics.events.js';
import { dayOfInstant } from '../calendar.js';

/**
 * A page view or tool click reported by the public site. The client address only counts against the
 * per-client limit; it is never recorded. A click names a tool the directory lists, or it is refused:
 * the beacon is open to anyone, and free text (a person's name) must not end up in the event log.
 * Answers nothing (204): the site does not wait for it.
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
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ visit, client }: TrackVisit): Promise<void> {
    const now = this.clock.now();
    await this.limits.beacon(client);
    if (visit.type === 'tool_click' && !(await this.queries.execute(new IsListedTool(visit.tool)))) throw validationError('tool', 'must be a listed tool');
    await this.shell.record(trafficStream(dayOfInstant(now)), trafficDecider, visit, { actor: 'visitor', now });
  }
}
