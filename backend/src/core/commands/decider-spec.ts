import { expect } from '@jest/globals';
import type { DomainEvent } from '../events/event-type.js';
import { type Decider, foldEvents } from './decider.js';

/** given(events).when(command).then(events | error): decider tests that read as specifications. */
export const deciderSpec = <Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>) => ({
  given: (history: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, foldEvents(decider, history));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string | RegExp) => expect(run).toThrow(message),
      };
    },
  }),
});
