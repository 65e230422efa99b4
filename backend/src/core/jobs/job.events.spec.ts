import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { memoryEventLog } from '../events/testing/memory-event-log.js';
import { JOB_EVENT_TYPES, jobStream } from './job.events.js';

const metadata = { occurredAt: '2026-03-04T08:00:00.000Z', actor: 'admin' as const, correlationId: 'c', causationId: null, schemaVersion: 1 };

describe('a job run stored before the operator was recorded (schema version 1)', () => {
  it('reads back with no operator', async () => {
    const { log, store, close } = memoryEventLog(JOB_EVENT_TYPES);
    try {
      const data = { job: 'daily-draft', runId: 'r1', trigger: 'manual', occurrence: null, startedAt: '2026-03-04T08:00:00.000Z', holder: 'host/1/aa', parameters: null };
      await store.append(jobStream('daily-draft'), [{ id: randomUUID(), type: 'JobRunStarted', data, metadata }], 'no_stream');
      const [started] = await log.readStream(jobStream('daily-draft'), JOB_EVENT_TYPES);
      expect(started).toMatchObject({ type: 'JobRunStarted', data: { ...data, operator: null } });
    } finally {
      await close();
    }
  });
});
