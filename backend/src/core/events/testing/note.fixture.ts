import { z } from 'zod';
import { type Decider, unhandled } from '../../commands/decider.js';
import { defineProjection } from '../../projections/projection.js';
import { defineEvent, upcaster } from '../event-type.js';

/**
 * A small event-sourced note whose NoteWritten event changed shape: version 1 stored the text flat,
 * version 2 nests it under `content` with a `pinned` flag. Used by the specs of reading events back.
 */
export const NoteWritten = defineEvent({
  type: 'NoteWritten',
  schemaVersion: 2,
  schema: z.object({ personId: z.string().uuid(), email: z.string(), content: z.object({ text: z.string(), pinned: z.boolean() }) }),
  personalData: { subjectField: 'personId', fields: ['email'] },
  upcasters: {
    1: upcaster(z.object({ personId: z.string(), email: z.string().nullable(), text: z.string() }), ({ personId, email, text }) => ({
      personId,
      email,
      content: { text, pinned: false },
    })),
  },
});

export const NoteDeleted = defineEvent({ type: 'NoteDeleted', schemaVersion: 1, schema: z.object({ personId: z.string().uuid() }) });

export const NOTE_EVENTS = [NoteWritten, NoteDeleted] as const;

/** NoteWritten's data as version 1 stored it. */
export const noteWrittenInVersion1 = (personId: string, text: string) => ({
  type: 'NoteWritten' as const,
  schemaVersion: 1,
  data: { personId, email: 'writer@example.com', text },
});

type NoteState = { status: 'none' } | { status: 'written'; text: string; pinned: boolean } | { status: 'deleted' };
type NoteCommand = { type: 'Write'; personId: string; email: string; text: string } | { type: 'Delete'; personId: string };

/** Writing the same text again decides nothing, so a spec can tell which text the fold kept. */
export const noteDecider: Decider<NoteCommand, NoteState, typeof NOTE_EVENTS> = {
  events: NOTE_EVENTS,
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'NoteWritten':
        return { status: 'written', ...event.data.content };
      case 'NoteDeleted':
        return { status: 'deleted' };
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Write': {
        if (state.status === 'written' && state.text === command.text) return [];
        const { personId, email, text } = command;
        return [{ type: 'NoteWritten', data: { personId, email, content: { text, pinned: state.status === 'written' && state.pinned } } }];
      }
      case 'Delete':
        return state.status === 'written' ? [{ type: 'NoteDeleted', data: { personId: command.personId } }] : [];
      default:
        return unhandled('command', command);
    }
  },
};

/** One document per person's note. */
export const notesProjection = defineProjection({
  name: 'notes',
  version: 1,
  collections: ['notes'],
  events: NOTE_EVENTS,
  project(event) {
    if (event.type === 'NoteDeleted') return [{ kind: 'delete', collection: 'notes', id: event.data.personId }];
    const { personId, email, content } = event.data;
    return [{ kind: 'put', collection: 'notes', document: { id: personId, email, ...content } }];
  },
});
