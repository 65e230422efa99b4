import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { NewEvent } from './event.js';
import { defineEvent, type EventDefinitions } from './event-type.js';
import { NOTE_EVENTS, NoteWritten } from './testing/note.fixture.js';
import { memoryEventLog, type MemoryEventLog } from './testing/memory-event-log.js';
import { UnreadableEventError } from './unreadable-event.error.js';

const PERSON = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001';

const EVENTS = NOTE_EVENTS;

const context = { actor: 'visitor' as const, now: new Date('2026-01-01T00:00:00.000Z') };

/** An event as an older build, or a broken writer, put it in the store: below the log, unvalidated and unsealed. */
const stored = (type: string, data: Record<string, unknown>, schemaVersion: number): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: context.now.toISOString(), actor: 'visitor', correlationId: 'c', causationId: null, schemaVersion },
});

describe('EventLog reading events back', () => {
  let memory: MemoryEventLog;
  const open = () => (memory = memoryEventLog(EVENTS));

  afterEach(async () => memory.close());

  it('reads an event stored in an older version in the current shape, and says which version it was stored in', async () => {
    const { log, store } = open();
    await store.append('notes', [stored('NoteWritten', { personId: PERSON, email: 'a@example.com', text: 'hello' }, 1)], 'no_stream');
    await log.append('notes', [{ type: 'NoteWritten', data: { personId: PERSON, email: 'a@example.com', content: { text: 'again', pinned: true } } }], 0, context);

    const [old, current] = await log.readStream('notes', EVENTS);
    expect(old).toMatchObject({ data: { personId: PERSON, email: 'a@example.com', content: { text: 'hello', pinned: false } }, metadata: { schemaVersion: 1 } });
    expect(current).toMatchObject({ data: { content: { text: 'again', pinned: true } }, metadata: { schemaVersion: 2 } });
    expect(await log.readAll(0, 10)).toEqual([old, current]);
  });

  it('reads the personal fields of an erased person as null, though the schema requires them on write', async () => {
    const { log, cipher } = open();
    await log.append('notes', [{ type: 'NoteWritten', data: { personId: PERSON, email: 'a@example.com', content: { text: 't', pinned: false } } }], 'no_stream', context);
    await cipher.forget(PERSON);
    const [event] = await log.readStream('notes', EVENTS);
    expect(event.data).toEqual({ personId: PERSON, email: null, content: { text: 't', pinned: false } });
    await expect(log.append('other', [{ type: 'NoteWritten', data: { personId: PERSON, email: null, content: { text: 't', pinned: false } } }], 'any', context)).rejects.toThrow();
  });

  it('drops fields the schema does not know, as on append', async () => {
    const { log, store } = open();
    await store.append('notes', [stored('NoteDeleted', { personId: PERSON, leftover: 'x' }, 1)], 'no_stream');
    expect((await log.readStream('notes'))[0].data).toEqual({ personId: PERSON });
  });

  it('refuses to hand a command a stored event that does not fit its schema, naming where it is and not what it holds', async () => {
    const { log, store } = open();
    await store.append('notes', [stored('NoteWritten', { personId: PERSON, email: 'secret@example.com', content: { text: 42, pinned: false } }, 2)], 'no_stream');
    const failure = log.readStream('notes', EVENTS);
    await expect(failure).rejects.toBeInstanceOf(UnreadableEventError);
    await expect(failure).rejects.toThrow('Stored event NoteWritten at position 1 (stream notes) cannot be read: its data does not fit schema version 2 (content.text:');
    await expect(failure).rejects.not.toThrow(/secret@example\.com|42/);
  });

  it('refuses an old version whose data does not fit that version, an unknown type, a version newer than the code, and a type the stream should not hold', async () => {
    const { log, store } = open();
    const reasons = async (stream: string, event: NewEvent, definitions: EventDefinitions = EVENTS) => {
      await store.append(stream, [event], 'no_stream');
      return log.readStream(stream, definitions).then(
        () => 'read',
        (error: unknown) => (error instanceof UnreadableEventError ? error.reason : String(error)),
      );
    };
    expect(await reasons('a', stored('NoteWritten', { personId: PERSON, email: null }, 1))).toMatch(/^its version 1 data does not fit that version's schema \(text:/);
    expect(await reasons('b', stored('NoteArchived', { personId: PERSON }, 1))).toBe('unknown event type');
    expect(await reasons('c', stored('NoteDeleted', { personId: PERSON }, 3))).toBe('stored as schema version 3, this build reads versions 1 to 1');
    expect(await reasons('d', stored('NoteDeleted', { personId: PERSON }, 1), [NoteWritten])).toBe('stream d is not expected to hold this event type');
  });

  it('hands a reader of the whole log an unreadable entry in place of a bad event, and the others read', async () => {
    const { log, store } = open();
    await store.append('a', [stored('NoteDeleted', { personId: PERSON }, 1)], 'no_stream');
    await store.append('b', [stored('NoteDeleted', { personId: 'not-a-uuid' }, 1)], 'no_stream');
    await store.append('c', [stored('NoteDeleted', { personId: PERSON }, 1)], 'no_stream');
    const entries = await log.readAll(0, 10);
    expect(entries.map((entry) => ('unreadable' in entry ? `unreadable: ${entry.unreadable}` : entry.stream))).toEqual([
      'a',
      expect.stringMatching(/^unreadable: its data does not fit schema version 1 \(personId:/),
      'c',
    ]);
    expect(entries[1]).not.toHaveProperty('data');
  });
});

describe('defineEvent', () => {
  it('refuses a version without an upcaster from every older one', () => {
    expect(() => defineEvent({ type: 'Gap', schemaVersion: 3, schema: z.object({}), upcasters: { 1: (data) => data } })).toThrow(
      'Event type Gap is at version 3 but has no upcaster from version 2',
    );
  });

  it('refuses personal fields its schema lacks', () => {
    const schema = z.object({ personId: z.string() });
    // The type already refuses the field; the run-time check covers definitions built from loose values.
    const fields: readonly never[] = JSON.parse('["email"]');
    expect(() => defineEvent({ type: 'Loose', schemaVersion: 1, schema, personalData: { subjectField: 'personId', fields } })).toThrow(
      'Event type Loose declares personal field email, which its schema lacks',
    );
  });

  it('refuses a secret that is not one of its sealed personal fields', () => {
    const schema = z.object({ connectionId: z.string(), token: z.string(), name: z.string() });
    expect(() => defineEvent({ type: 'Leaky', schemaVersion: 1, schema, personalData: { subjectField: 'connectionId', fields: ['name'], secrets: ['token'] } })).toThrow(
      'Event type Leaky declares secret token, which is not one of its personal fields',
    );
  });
});
