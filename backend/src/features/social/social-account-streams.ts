import { Inject, Injectable } from '@nestjs/common';
import { FACEBOOK_TEXTS, type SocialPlatform, THREADS_TEXTS } from '../../contract/social.vocabulary.js';
import { CommandShell } from '../../core/commands/command-shell.js';
import { foldEvents } from '../../core/commands/decider.js';
import { PERSONAL_DATA_CIPHER, type PersonalDataCipher } from '../../core/crypto/personal-data-cipher.port.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import { type SocialAccountCommand, socialAccountDecider, type SocialConnection } from './social-account.decider.js';
import { SOCIAL_ACCOUNT_EVENT_TYPES, socialAccountStream } from './social.events.js';

/** A connection whose token can be used: the current one. */
export type UsableConnection = SocialConnection & { token: string };

const TEXTS = { facebook: FACEBOOK_TEXTS, threads: THREADS_TEXTS } as const;

/** How to fix a stored token Meta refuses, for the 409 that says so. */
export const storedCredential = (platform: SocialPlatform) => ({ source: 'stored', fix: TEXTS[platform].reconnect }) as const;

/**
 * The account streams (one per platform): the stored connection, read back from the log with its
 * token opened, and the commands on it, after which the key of every retired connection is destroyed.
 */
@Injectable()
export class SocialAccountStreams {
  constructor(
    private readonly log: EventLog,
    private readonly shell: CommandShell,
    @Inject(PERSONAL_DATA_CIPHER) private readonly cipher: PersonalDataCipher,
  ) {}

  async state(platform: SocialPlatform) {
    return foldEvents(socialAccountDecider, await this.log.readStream(socialAccountStream(platform), SOCIAL_ACCOUNT_EVENT_TYPES));
  }

  /** The current connection with its token; 409 saying where to connect one when there is none. */
  async connection(platform: SocialPlatform): Promise<UsableConnection> {
    const { current } = await this.state(platform);
    if (!current?.token) throw illegalState(TEXTS[platform].notConnected);
    return { ...current, token: current.token };
  }

  /** Runs the command as the admin; answers the position it wrote (null: nothing) and the connection now current. */
  async run(command: SocialAccountCommand): Promise<{ position: number | null; current: SocialConnection | null }> {
    const outcome = await this.shell.run(socialAccountStream(command.platform), socialAccountDecider, command, { actor: 'admin' });
    await this.destroyRetiredKeys(outcome.state.retired);
    return { position: outcome.position, current: outcome.state.current };
  }

  /** Each retired connection's key, unless already gone: its token can no longer be read from anywhere. */
  private async destroyRetiredKeys(retired: readonly string[]): Promise<void> {
    for (const connectionId of retired) if (await this.cipher.hasKey(connectionId)) await this.cipher.forget(connectionId);
  }
}
