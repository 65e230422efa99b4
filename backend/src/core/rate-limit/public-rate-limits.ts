import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../clock.js';
import { HOUR_MS, type RateLimiter, RateLimits } from './rate-limiter.js';

const MINUTE_MS = 60 * 1000;

/**
 * Limits for public calls that store what a stranger sends (signups, contact messages), counted after
 * validation in the shared store. Mail has its own limits (MailLimits).
 */
@Injectable()
export class PublicRateLimits {
  private readonly contactPerClient: RateLimiter;
  private readonly signupsPerClient: RateLimiter | null;
  /** The first-party beacon: a visitor reading the site sends a few a minute; more is a script. */
  private readonly beaconPerClient: RateLimiter | null;

  constructor(limits: RateLimits, @Inject(APP_CONFIG) config: AppConfig, @Inject(CLOCK) private readonly clock: Clock) {
    this.contactPerClient = limits.limiter('contact-per-client', { max: 10, windowMs: HOUR_MS });
    this.beaconPerClient =
      config.BEACON_RATE_LIMIT > 0 ? limits.limiter('beacon-per-client', { max: config.BEACON_RATE_LIMIT, windowMs: MINUTE_MS }) : null;
    this.signupsPerClient =
      config.SIGNUP_RATE_LIMIT > 0 ? limits.limiter('signups-per-client', { max: config.SIGNUP_RATE_LIMIT, windowMs: HOUR_MS }) : null;
  }

  contact(client: string | undefined): Promise<void> {
    return this.contactPerClient.admit(client ?? 'unknown', this.clock.now().getTime());
  }

  /** SIGNUP_RATE_LIMIT signups per client per hour (0: no limit). */
  async signup(client: string | undefined): Promise<void> {
    await this.signupsPerClient?.admit(client ?? 'unknown', this.clock.now().getTime());
  }

  /** BEACON_RATE_LIMIT page views and tool clicks per client per minute (0: no limit). */
  async beacon(client: string | undefined): Promise<void> {
    await this.beaconPerClient?.admit(client ?? 'unknown', this.clock.now().getTime());
  }
}
