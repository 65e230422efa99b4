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

  /** Every link of a mail to this person, signed once. */
  allFor(email: string, subscriberId: string) {
    const token = this.tokenFor(subscriberId);
    return {
      preferencesUrl: this.url('/subscribe/preferences', email, token),
      unsubscribeUrl: this.url('/unsubscribe', email, token),
      /** The List-Unsubscribe target: a POST of `List-Unsubscribe=One-Click` unsubscribes at once (RFC 8058). */
      oneClickUnsubscribeUrl: this.url('/api/unsubscribe/one-click', email, token),
      /** Double opt-in: a page whose button confirms (a POST, so link scanners confirm nothing). */
      confirmUrl: this.url('/api/subscribers/confirm', email, token),
      siteUrl: this.publicUrl,
    };
  }

  private url(path: string, email: string, token: string): string {
    const query = new URLSearchParams({ email, token });
    return `${this.publicUrl}${path}?${query.toString()}`;
  }
}
