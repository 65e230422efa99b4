import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { MailLimits } from './mail-limits.js';
import { RateLimits } from './rate-limiter.js';
import { SqliteRateLimitStore } from './sqlite-rate-limit-store.js';

let folder: string;
let store: SqliteRateLimitStore;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mail-limits-'));
  store = new SqliteRateLimitStore(join(folder, 'rate-limits.db'));
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

const clock = { now: () => new Date('2030-01-01T10:00:00.000Z') };
const mailLimits = (signupRateLimit: string) =>
  new MailLimits(new RateLimits(store, 'secret-0123456789'), loadConfig({ SIGNUP_RATE_LIMIT: signupRateLimit }), clock);
const outcome = (admitting: Promise<void>) => admitting.then(() => 'sent', () => 'refused');

describe('MailLimits', () => {
  it('gives the welcome mail the signup limit per client, and the shared budget per recipient', async () => {
    const limits = mailLimits('4');
    const results = [];
    for (let index = 0; index < 5; index++) results.push(await outcome(limits.admit('welcome', '192.0.2.1', `new-${index}@example.com`)));
    expect(results).toEqual(['sent', 'sent', 'sent', 'sent', 'refused']);
    await limits.admit('preferences-link', '192.0.2.2', 'twice@example.com');
    await limits.admit('deletion-confirmation', '192.0.2.3', 'twice@example.com');
    await limits.admit('welcome', '192.0.2.4', 'twice@example.com');
    expect(await outcome(limits.admit('welcome', '192.0.2.5', 'TWICE@example.com'))).toBe('refused');
  });

  it('limits welcome mails per recipient only when the signup limit is off', async () => {
    const limits = mailLimits('0');
    for (let index = 0; index < 40; index++) await limits.admit('welcome', '192.0.2.1', `open-${index}@example.com`);
  });

  it('shares 10 mails per client per hour between link mails and the guide', async () => {
    const limits = mailLimits('30');
    const kinds = ['unsubscribe-confirmation', 'preferences-link', 'deletion-confirmation', 'lead-magnet-guide'] as const;
    for (let index = 0; index < 10; index++) await limits.admit(kinds[index % kinds.length]!, '192.0.2.9', `r${index}@example.com`);
    expect(await outcome(limits.admit('preferences-link', '192.0.2.9', 'r10@example.com'))).toBe('refused');
    expect(await outcome(limits.admit('welcome', '192.0.2.9', 'r11@example.com'))).toBe('sent');
  });
});
