import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';

/**
 * Newsletter and campaign emails sent per UTC day. They come from the campaign sends, whose events and
 * read models (the email-stats days) belong to the campaigns work: this build records no campaign
 * send, so every day counts 0. When they land, this handler reads their read model; nothing else moves.
 */
export class EmailsSentPerDay extends Query<Map<string, number>> {
  constructor(readonly days: readonly string[]) {
    super();
  }
}

@QueryHandler(EmailsSentPerDay)
export class EmailsSentPerDayHandler implements IQueryHandler<EmailsSentPerDay> {
  async execute({ days }: EmailsSentPerDay): Promise<Map<string, number>> {
    return new Map(days.map((day) => [day, 0]));
  }
}

/** Newsletter and campaign emails sent, all time: 0 until campaign sends exist (see EmailsSentPerDay). */
export class TotalEmailsSent extends Query<number> {}

@QueryHandler(TotalEmailsSent)
export class TotalEmailsSentHandler implements IQueryHandler<TotalEmailsSent> {
  async execute(): Promise<number> {
    return 0;
  }
}
