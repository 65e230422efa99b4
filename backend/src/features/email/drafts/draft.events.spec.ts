import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { memoryEventLog } from '../../../core/events/testing/memory-event-log.js';
import { DRAFT_EVENT_TYPES, draftStream } from './draft.events.js';

const draftId = 'daily-2025-06-03';
const metadata = { occurredAt: '2025-06-02T08:00:00.000Z', actor: 'scheduler' as const, correlationId: 'c', causationId: null, schemaVersion: 1 };

/** The draft events as the build before the operator was recorded stored them: schema version 1. */
const storedByAnOlderBuild = [
  {
    type: 'EmailDraftWritten',
    data: { draftId, frequency: 'daily', targetDate: '2025-06-03', sendAt: '2025-06-03T08:00:00.000Z', subject: 'S', content: 'C', interests: [], writer: 'offline', model: 'm' },
  },
  { type: 'EmailDraftExpired', data: { draftId, reason: 'late' } },
  { type: 'EmailDraftSent', data: { draftId, campaignId: 'c1' } },
].map((event) => ({ id: randomUUID(), ...event, metadata }));

describe('draft events stored before the operator was recorded', () => {
  it('read back with no operator', async () => {
    const { log, store, close } = memoryEventLog(DRAFT_EVENT_TYPES);
    try {
      await store.append(draftStream(draftId), storedByAnOlderBuild, 'no_stream');
      const events = await log.readStream(draftStream(draftId), DRAFT_EVENT_TYPES);
      expect(events.map((event) => [event.type, event.data.operator])).toEqual([
        ['EmailDraftWritten', null],
        ['EmailDraftExpired', null],
        ['EmailDraftSent', null],
      ]);
    } finally {
      await close();
    }
  });
});
