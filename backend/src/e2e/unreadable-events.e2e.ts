import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { PROJECTIONS } from '../app/features.js';
import { emailFingerprint } from '../core/crypto/keyed-hash.js';
import { personDirectoryStream } from '../features/people/person.events.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Every line the application logs, by level. */
class CapturedLog implements LoggerService {
  readonly lines: { level: string; message: string }[] = [];
  log = (message: unknown) => this.lines.push({ level: 'log', message: String(message) });
  error = (message: unknown) => this.lines.push({ level: 'error', message: String(message) });
  warn = (message: unknown) => this.lines.push({ level: 'warn', message: String(message) });
}

let app: TestApp;
const log = new CapturedLog();
beforeAll(async () => {
  app = await startTestApp();
  app.app.useLogger(log);
});
afterAll(() => app.stop());

describe('a stored event that no longer fits its schema', () => {
  it('fails the command that reads it with a 500 and one log line naming the event, never its data', async () => {
    const email = 'damaged@example.com';
    // A broken writer stored a link whose person id is not a UUID, below the event log.
    await app.core.store.append(
      personDirectoryStream(emailFingerprint(app.core.secret, email)),
      [
        {
          id: randomUUID(),
          type: 'EmailLinkedToPerson',
          data: { personId: 'not-a-uuid' },
          metadata: { occurredAt: new Date().toISOString(), actor: 'visitor', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
        },
      ],
      'no_stream',
    );
    const before = await app.eventCount();

    const response = await app.http().post('/api/subscribers').send({ email, frequency: 'weekly', interests: ['business'], source: 'website' }).expect(500);

    expect(response.body).toEqual({ error: 'Internal server error' });
    expect(await app.eventCount()).toBe(before);
    const errors = log.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/^Stored event EmailLinkedToPerson at position \d+ \(stream person-email-[0-9a-f]+\) cannot be read: its data does not fit schema version 1 \(personId: .+\)$/);
    expect(errors[0].message).not.toContain(email);
    // No projection reads that event type: the read models stay live.
    expect((await app.core.engine.status()).map((status) => status.state)).toEqual(PROJECTIONS.map(() => 'live'));
  });
});
