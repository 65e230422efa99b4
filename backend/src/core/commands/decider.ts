import type { EventDefinitions, EventOf, ReadEventOf } from '../events/event-type.js';

/**
 * Pure domain logic of one stream: `decide` turns a command into events, `evolve` folds events into
 * state. `events` lists the event types of the stream: the command shell reads back only those,
 * typed on their union, and `decide` can only return them.
 */
export type Decider<Command, State, Events extends EventDefinitions> = {
  events: Events;
  initialState: () => State;
  evolve: (state: State, event: ReadEventOf<Events[number]>) => State;
  decide: (command: Command, state: State) => EventOf<Events[number]>[];
};

/**
 * The decision of a stream whose events protect no rule (a view count, an audit record): it depends
 * on the command alone, so the shell appends without reading the stream or checking its revision.
 */
export type AppendOnlyDecider<Command, Events extends EventDefinitions> = {
  events: Events;
  decide: (command: Command) => EventOf<Events[number]>[];
};

export const foldEvents = <State, Events extends EventDefinitions>(
  decider: Pick<Decider<unknown, State, Events>, 'events' | 'initialState' | 'evolve'>,
  events: readonly ReadEventOf<Events[number]>[],
): State => events.reduce(decider.evolve, decider.initialState());

/**
 * The `default` of a switch over every command or event: forgetting a case is a compile error. At
 * run time it names neither the value nor its data, which may hold personal data.
 */
export const unhandled = (what: 'command' | 'event', _value: never): never => {
  throw new Error(`Unhandled ${what}`);
};
