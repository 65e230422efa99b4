import { Injectable } from '@nestjs/common';
import { rateLimited } from '../errors/domain-errors.js';
import { type LimitVerdict, SlidingWindowLimiter } from './sliding-window-limiter.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const refuse = (verdict: LimitVerdict) => {
  if (verdict.allowed) return;
  const minutes = Math.ceil(verdict.retryAfterMs / 60_000);
  throw rateLimited(`Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
};

/**
 * Limits for public calls that send email or store free text, counted after validation, so nobody
 * can use the site to flood an inbox or the contact list. In memory: each app instance counts alone.
 */
@Injectable()
export class PublicRateLimits {
  private readonly mailPerClient = new SlidingWindowLimiter(10, HOUR);
  private readonly mailPerRecipient = new SlidingWindowLimiter(3, HOUR);
  private readonly contactPerClient = new SlidingWindowLimiter(10, HOUR);
  /** The first-party beacon: a visitor reading the site sends a few a minute; more is a script. */
  private readonly beaconPerClient = new SlidingWindowLimiter(60, MINUTE);

  /** A call that may email a link to `recipient` (unsubscribe, preferences link, deletion confirmation). */
  mailLink(client: string | undefined, recipient: string, now = Date.now()): void {
    refuse(this.mailPerClient.attempt(client ?? 'unknown', now));
    refuse(this.mailPerRecipient.attempt(recipient, now));
  }

  contact(client: string | undefined, now = Date.now()): void {
    refuse(this.contactPerClient.attempt(client ?? 'unknown', now));
  }

  beacon(client: string | undefined, now = Date.now()): void {
    refuse(this.beaconPerClient.attempt(client ?? 'unknown', now));
  }
}
