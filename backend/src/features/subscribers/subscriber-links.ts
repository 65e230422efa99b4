import { signToken, verifyToken } from '../../core/crypto/signed-token.js';

const PURPOSE = 'subscriber';

/**
 * The signed token that lets a person manage their own subscription: given in the signup answer,
 * carried by the preferences redirect and by every email link. It names the person, not the address.
 */
export class SubscriberLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  get siteUrl(): string {
    return this.publicUrl;
  }

  tokenFor(subscriberId: string): string {
    return signToken(this.secret, { purpose: PURPOSE, subject: subscriberId });
  }

  /** The subscriber id the token was issued for, or null when it is missing, forged or for another purpose. */
  subjectOf(token: string | undefined, now: Date): string | null {
    if (!token) return null;
    return verifyToken(this.secret, token, PURPOSE, now)?.subject ?? null;
  }

  preferencesUrl(email: string, subscriberId: string): string {
    return this.url('/subscribe/preferences', email, subscriberId);
  }

  unsubscribeUrl(email: string, subscriberId: string): string {
    return this.url('/unsubscribe', email, subscriberId);
  }

  private url(path: string, email: string, subscriberId: string): string {
    const query = new URLSearchParams({ email, token: this.tokenFor(subscriberId) });
    return `${this.publicUrl}${path}?${query.toString()}`;
  }
}
