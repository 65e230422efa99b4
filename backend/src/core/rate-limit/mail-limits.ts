import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../clock.js';
import { normalizeEmail } from '../crypto/keyed-hash.js';
import { MAIL_LIMIT_WINDOW_MS } from '../../contract/subscribers.vocabulary.js';
import { type RateLimiter, RateLimits } from './rate-limiter.js';

/** Every mail a stranger can make the site send, to any address they type. */
export type StrangerMailKind =
  | 'unsubscribe-confirmation'
  | 'preferences-link'
  | 'deletion-confirmation'
  | 'lead-magnet-guide'
  /** The welcome email of every new subscription (sent by the campaigns feature). */
  | 'welcome';

export const MAILS_PER_CLIENT_PER_HOUR = 10;
export const MAILS_PER_RECIPIENT_PER_HOUR = 3;

/**
 * The one gate for mail a stranger can trigger: call `admit` before sending (and before writing
 * anything the mail belongs to). Each kind counts against a per-client budget, and every kind
 * shares one per-recipient budget, so nobody can use the site to flood an inbox or to mail many
 * inboxes. Link mails and the guide share 10 per client per hour; the welcome mail goes with every
 * signup, so its per-client budget is the signup limit (SIGNUP_RATE_LIMIT; none when that is 0).
 * Only a caller that proved who it is (a subscriber token that verifies) may skip this gate.
 */
@Injectable()
export class MailLimits {
  private readonly perRecipient: RateLimiter;
  private readonly perClient: Record<StrangerMailKind, RateLimiter | null>;

  constructor(limits: RateLimits, @Inject(APP_CONFIG) config: AppConfig, @Inject(CLOCK) private readonly clock: Clock) {
    this.perRecipient = limits.limiter('mail-per-recipient', { max: MAILS_PER_RECIPIENT_PER_HOUR, windowMs: MAIL_LIMIT_WINDOW_MS });
    const mailPerClient = limits.limiter('mail-per-client', { max: MAILS_PER_CLIENT_PER_HOUR, windowMs: MAIL_LIMIT_WINDOW_MS });
    const welcomePerClient =
      config.SIGNUP_RATE_LIMIT > 0 ? limits.limiter('welcome-per-client', { max: config.SIGNUP_RATE_LIMIT, windowMs: MAIL_LIMIT_WINDOW_MS }) : null;
    this.perClient = {
      'unsubscribe-confirmation': mailPerClient,
      'preferences-link': mailPerClient,
      'deletion-confirmation': mailPerClient,
      'lead-magnet-guide': mailPerClient,
      welcome: welcomePerClient,
    };
  }

  /** Counts one mail of `kind` for the client and the recipient; a 429 when either budget is spent. */
  async admit(kind: StrangerMailKind, client: string | undefined, recipient: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.perClient[kind]?.admit(client ?? 'unknown', now);
    await this.perRecipient.admit(normalizeEmail(recipient), now);
  }
}
