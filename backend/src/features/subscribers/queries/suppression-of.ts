import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { foldEvents } from '../../../core/commands/decider.js';
import { EventLog } from '../../../core/events/event-log.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { suppressionDecider } from '../suppression.decider.js';
import { type SuppressionReason, suppressionStream } from '../suppression.events.js';

/** Why the mail provider says a person must not be written to; empty when nothing was reported. */
export const suppressionReasons = async (log: EventLog, personId: string): Promise<SuppressionReason[]> =>
  foldEvents(suppressionDecider, await log.readStream(suppressionStream(personId), suppressionDecider.events)).reasons;

/** Why an address must not be written to, or an empty list; read from its person's suppression stream. */
export class SuppressionOf extends Query<SuppressionReason[]> {
  constructor(readonly email: string) {
    super();
  }
}

@QueryHandler(SuppressionOf)
export class SuppressionOfHandler implements IQueryHandler<SuppressionOf> {
  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
  ) {}

  async execute({ email }: SuppressionOf) {
    const personId = await this.directory.find(email);
    return personId ? suppressionReasons(this.log, personId) : [];
  }
}
