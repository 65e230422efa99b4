import { signToken, verifyToken } from '../../core/crypto/signed-token.js';

const PURPOSE = 'subscriber';
const GUIDE_DOWNLOAD_PURPOSE = 'guide-download';

/** The token in the signup answer only has to last until the preferences page that follows it. */
export const SIGNUP_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Links in emails are opened later; each newsletter carries fresh ones. */
export const EMAIL_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** Which subscription a link opens: the person and the epoch of their subscription (SubscriberState.linkEpoch). */
export type LinkSubject = { subscriberId: string; linkEpoch: number };

/**
 * The signed token that lets a person manage their own subscription: given in the signup answer,
 * carried by the preferences redirect and by every email link. It names the person and their current
 * subscription, never the address, and expires.
 */
export class SubscriberLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  get siteUrl(): string {
    return this.publicUrl;
  }

  tokenFor({ subscriberId, linkEpoch }: LinkSubject, lifetimeMs: number, now: Date): string {
    return signToken(this.secret, { purpose: PURPOSE, subject: subscriberId, epoch: linkEpoch, expiresAt: new Date(now.getTime() + lifetimeMs) });
  }

  /**
   * What a genuine, unexpired token was issued for, or null when it is missing, forged, expired,
   * for another purpose, or from before tokens carried an epoch and an expiry.
   */
  subjectOf(token: string | undefined, now: Date): LinkSubject | null {
    if (!token) return null;
    const claims = verifyToken(this.secret, token, PURPOSE, now);
    if (!claims?.expiresAt || claims.epoch === undefined) return null;
    return { subscriberId: claims.subject, linkEpoch: claims.epoch };
  }

  /** Every link of a mail to this person, signed once, bound to their subscription and valid for the email-link lifetime. */
  allFor(email: string, subject: LinkSubject, now: Date) {
    const token = this.tokenFor(subject, EMAIL_LINK_LIFETIME_MS, now);
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

  /**
   * The guide email's download link. It names the subscriber (never the address) and expires like
   * every emailed link; the guide holds nothing personal, so it stays valid after an unsubscribe.
   */
  guideDownloadUrl({ subscriberId }: LinkSubject, now: Date): string {
    const token = signToken(this.secret, { purpose: GUIDE_DOWNLOAD_PURPOSE, subject: subscriberId, expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS) });
    return `${this.publicUrl}/api/guide/download?${new URLSearchParams({ token }).toString()}`;
  }

  /** Whether a guide download token is genuine and unexpired. */
  allowsGuideDownload(token: string | undefined, now: Date): boolean {
    if (!token) return false;
    return verifyToken(this.secret, token, GUIDE_DOWNLOAD_PURPOSE, now)?.expiresAt !== undefined;
  }

  private url(path: string, email: string, token: string): string {
    const query = new URLSearchParams({ email, token });
    return `${this.publicUrl}${path}?${query.toString()}`;
  }
}
