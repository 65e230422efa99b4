import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { executeCommand } from '../../core/commands/execute-command.js';
import { DomainError } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { PersonDirectory } from '../people/person-directory.js';
import { subscriberDecider } from './subscriber.decider.js';
import { subscriberStream, type Frequency } from './subscriber.events.js';
import { SUBSCRIBERS_PROJECTION } from './subscribers.projection.js';

export type ImportRow = { email: string; frequency: Frequency; interests: string[]; source: string };

/**
 * Bulk import by the admin: each row goes through the same decider as a signup, so an address
 * already subscribed counts as a duplicate and a retried import creates nothing twice.
 */
@Injectable()
export class SubscriberImport {
  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    private readonly engine: ProjectionEngine,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async importRows(rows: readonly ImportRow[]): Promise<{ created: number; duplicates: number }> {
    const correlationId = randomUUID();
    let created = 0;
    let duplicates = 0;
    let lastPosition = 0;
    for (const row of rows) {
      const context = { actor: 'admin' as const, correlationId, now: this.clock.now() };
      const subscriberId = await this.directory.resolve(row.email, context);
      const signup = { ...row, customInterests: null, leadMagnet: null, utmSource: null, utmMedium: null, utmCampaign: null };
      try {
        const outcome = await executeCommand(this.log, subscriberStream(subscriberId), subscriberDecider, { type: 'Subscribe', subscriberId, signup }, context);
        lastPosition = outcome.position ?? lastPosition;
        created++;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'illegal_state')) throw error;
        duplicates++;
      }
    }
    if (lastPosition > 0) await this.engine.waitFor(lastPosition, [SUBSCRIBERS_PROJECTION], 60_000);
    return { created, duplicates };
  }
}
