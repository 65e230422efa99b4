import { expect } from '@jest/globals';
import { type EventDefinitions, type EventOf, isEventOf } from '../events/event-type.js';
import { readBack, type StoredEvent } from '../events/testing/read-back.js';
import { type Decider, foldEvents } from './decider.js';

/** A given event: as the decider writes it today, or as stored in an older version of its type (`schemaVersion`). */
export type GivenEvent<Events extends EventDefinitions> = EventOf<Events[number]> | (StoredEvent & { type: Events[number]['type']; schemaVersion: number });

/**
 * given(events).when(command).then(events | error): decider tests that read as specifications. The
 * given events are read back as the event log would (upcast, validated) before they are folded.
 */
export const deciderSpec = <Command, State, Events extends EventDefinitions>(decider: Decider<Command, State, Events>) => ({
  given: (history: GivenEvent<Events>[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, foldEvents(decider, readBack(decider.events, history).filter(isEventOf(decider.events))));
      return {
        then: (expected: EventOf<Events[number]>[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string | RegExp) => expect(run).toThrow(message),
      };
    },
  }),
});
