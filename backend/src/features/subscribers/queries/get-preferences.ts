import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubscriberPreferences } from '../../../contract/subscribers.contract.js';
import { SubscriberAccess } from '../subscriber-access.js';

/** What the preferences screen loads: only for the holder of the person's link. */
export class GetPreferences extends Query<SubscriberPreferences> {
  constructor(
    readonly email: string,
    readonly token: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetPreferences)
export class GetPreferencesHandler implements IQueryHandler<GetPreferences> {
  constructor(private readonly access: SubscriberAccess) {}

  async execute({ email, token }: GetPreferences) {
    const { frequency, interests, customInterests } = await this.access.authorise(email, token);
    return { frequency, interests, customInterests: customInterests ?? '' };
  }
}
