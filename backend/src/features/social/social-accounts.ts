import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { SocialAccount, SocialAccounts as SocialAccountsAnswer } from '../../contract/social.contract.js';
import { SOCIAL_SETTINGS, type SocialPlatform } from '../../contract/social.vocabulary.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { ACCOUNTS, emptyAccount, SOCIAL_ACCOUNTS_PROJECTION, type SocialAccountView } from './social-accounts.projection.js';

/** The social-accounts read model as the tab reads it, with what the configuration and the clock add. */
@Injectable()
export class SocialAccounts {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Read-your-writes: resolves once the status shows everything up to `position`. */
  visible(position: number | null): Promise<void> {
    return this.engine.waitFor(position ?? 0, [SOCIAL_ACCOUNTS_PROJECTION]);
  }

  async view(platform: SocialPlatform): Promise<SocialAccount> {
    const stored = (await this.readModels.get<SocialAccountView>(SOCIAL_ACCOUNTS_PROJECTION, ACCOUNTS, platform)) ?? emptyAccount(platform);
    const { id, connectionId: _connectionId, lastPost, ...connection } = stored;
    const missingSettings = SOCIAL_SETTINGS[platform].filter((name) => !this.config[name as keyof AppConfig]);
    return {
      platform: id,
      configured: missingSettings.length === 0,
      missingSettings,
      ...connection,
      expired: connection.expiresAt !== null && Date.parse(connection.expiresAt) <= this.clock.now().getTime(),
      lastPost: lastPost && { at: lastPost.at, target: lastPost.target, outcome: lastPost.outcome, postId: lastPost.postId, reason: lastPost.reason },
    };
  }

  async all(): Promise<SocialAccountsAnswer> {
    const [facebook, threads] = await Promise.all([this.view('facebook'), this.view('threads')]);
    return { facebook, threads };
  }
}
