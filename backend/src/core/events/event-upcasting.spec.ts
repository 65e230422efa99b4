import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../commands/decider-spec.js';
import { executeCommand } from '../commands/execute-command.js';
import { ProjectionEngine } from '../projections/projection-engine.js';
import { ReadModels } from '../projections/read-models.js';
import { foldProjection } from '../projections/testing/fold-projection.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { memoryEventLog } from './testing/memory-event-log.js';
import { NOTE_EVENTS, noteDecider, notesProjection, noteWrittenInVersion1 } from './testing/note.fixture.js';

const PERSON = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001';
const context = { actor: 'visitor' as const, now: new Date('2026-01-01T00:00:00.000Z') };

/** An event as an older build stored it: schema version 1, below the log. */
const storedByAnOlderBuild = (text: string) => ({
  id: randomUUID(),
  ...noteWrittenInVersion1(PERSON, text),
  metadata: { occurredAt: context.now.toISOString(), actor: 'visitor' as const, correlationId: 'c', causationId: null, schemaVersion: 1 },
});

describe('an event type that changed shape', () => {
  const spec = deciderSpec(noteDecider);

  it('decider spec: folds an event stored in version 1 as the current shape', () => {
    const write = (text: string) => ({ type: 'Write' as const, personId: PERSON, email: 'writer@example.com', text });
    spec.given([noteWrittenInVersion1(PERSON, 'hello')]).when(write('hello')).then([]);
    spec
      .given([noteWrittenInVersion1(PERSON, 'hello')])
      .when(write('bye'))
      .then([{ type: 'NoteWritten', data: { personId: PERSON, email: 'writer@example.com', content: { text: 'bye', pinned: false } } }]);
  });

  it('projection spec: folds an event stored in version 1 into the current document', async () => {
    const { notes } = await foldProjection(notesProjection, [noteWrittenInVersion1(PERSON, 'hello')]);
    expect(notes).toEqual([{ id: PERSON, email: 'writer@example.com', text: 'hello', pinned: false }]);
  });

  it('in the store: the command shell and the projection engine read a version 1 event as the current shape', async () => {
    const { log, store, close } = memoryEventLog(NOTE_EVENTS);
    const readModelStore = new SqliteReadModelStore(':memory:');
    const engine = new ProjectionEngine(log, readModelStore, [notesProjection]);
    try {
      await store.append(`note-${PERSON}`, [storedByAnOlderBuild('hello')], 'no_stream');
      const unchanged = await executeCommand(log, `note-${PERSON}`, noteDecider, { type: 'Write', personId: PERSON, email: 'writer@example.com', text: 'hello' }, context);
      expect(unchanged).toEqual({ events: [], state: { status: 'written', text: 'hello', pinned: false }, position: null, revision: 0 });

      await engine.start();
      expect(await new ReadModels(engine, readModelStore).get('notes', 'notes', PERSON)).toEqual({ id: PERSON, email: 'writer@example.com', text: 'hello', pinned: false });
    } finally {
      await engine.stop();
      await readModelStore.close();
      await close();
    }
  });
});
