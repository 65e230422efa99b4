import type { DomainEvent } from '../events/event-type.js';

/** Pure domain logic of one stream: `decide` turns a command into events, `evolve` folds events into state. */
export type Decider<Command, State, Event extends DomainEvent = DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export const foldEvents = <State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
