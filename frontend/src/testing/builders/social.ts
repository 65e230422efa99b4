import type { SocialAccount, SocialAccounts } from '@contract/social.contract';
import { SOCIAL_SETTINGS, type SocialPlatform } from '@contract/social.vocabulary';

export const PAGE_TOKEN = 'EAApage-token-from-the-wizard-7af3';
export const LONG_LIVED_USER_TOKEN = 'EAAlong-lived-user-token-0001';

/** An account that is configured but not connected; override only what a test is about. */
export const buildSocialAccount = (platform: SocialPlatform, overrides: Partial<SocialAccount> = {}): SocialAccount => ({
  platform,
  configured: true,
  missingSettings: [],
  connected: false,
  accountId: null,
  accountName: null,
  tokenHint: null,
  connectedAt: null,
  connectedBy: null,
  expiresAt: null,
  expired: false,
  lastPost: null,
  ...overrides,
});

/** A connected account, renewal due in 59 days (and some hours). */
export const buildConnectedAccount = (platform: SocialPlatform, overrides: Partial<SocialAccount> = {}): SocialAccount =>
  buildSocialAccount(platform, {
    connected: true,
    accountId: platform === 'facebook' ? '111' : '1784',
    accountName: platform === 'facebook' ? 'AI Navigator' : 'ainavigator',
    tokenHint: '••••7af3',
    connectedAt: '2025-01-05T08:00:00.000Z',
    connectedBy: 'operator',
    expiresAt: new Date(Date.now() + 59.2 * 86_400_000).toISOString(),
    ...overrides,
  });

/** Neither account set up: the variables to set named. */
export const buildUnconfiguredAccounts = (): SocialAccounts => ({
  facebook: buildSocialAccount('facebook', { configured: false, missingSettings: [...SOCIAL_SETTINGS.facebook] }),
  threads: buildSocialAccount('threads', { configured: false, missingSettings: [...SOCIAL_SETTINGS.threads] }),
});
