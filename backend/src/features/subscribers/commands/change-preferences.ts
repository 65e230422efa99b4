import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Preferences } from '../subscriber.decider.js';
import { SubscriberAccess } from '../subscriber-access.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';

/** The holder of a subscriber's link changes what they receive. */
export class ChangePreferences extends Command<{ ok: true }> {
  constructor(
    readonly email: string,
    readonly token: string | undefined,
    readonly preferences: Preferences,
  ) {
    super();
  }
}

@CommandHandler(ChangePreferences)
export class ChangePreferencesHandler implements ICommandHandler<ChangePreferences> {
  constructor(
    private readonly access: SubscriberAccess,
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
  ) {}

  async execute({ email, token, preferences }: ChangePreferences) {
    const { id } = await this.access.authorise(email, token);
    const { position } = await this.streams.run(id, { type: 'ChangePreferences', subscriberId: id, preferences }, { actor: 'visitor' });
    await this.subscribers.visible(position);
    return { ok: true as const };
  }
}
