import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SubscriberAccess } from '../subscriber-access.js';

type PreferencesAnswer = { frequency: string; interests: string[]; customInterests: string };

/** What the preferences screen loads: only for the holder of the person's link. */
export class GetPreferences extends Query<PreferencesAnswer> {
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
