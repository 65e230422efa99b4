import { DomainError, WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { AppendContext, EventLog } from '../events/event-log.js';
import type { DomainEvent } from '../events/event-type.js';
import { type Decider, foldEvents } from './decider.js';

export type CommandOutcome<State> = {
  events: DomainEvent[];
  state: State;
  /** Global position of the last event written, or null when the command decided nothing. */
  position: number | null;
};

const MAX_ATTEMPTS = 5;

/**
 * The thin shell around a decider: read the stream, fold, decide, append with the expected
 * revision; on a concurrent change re-read and decide again, a bounded number of times.
 */
export const executeCommand = async <Command, State, Event extends DomainEvent>(
  log: EventLog,
  stream: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  context: AppendContext,
): Promise<CommandOutcome<State>> => {
  for (let attempt = 1; ; attempt++) {
    const history = await log.readStream(stream);
    const state = foldEvents(decider, history as unknown as Event[]);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    const last = history.at(-1);
    const expected = last === undefined ? 'no_stream' : last.revision;
    try {
      const { position } = await log.append(stream, events, expected, context);
      return { events, state: events.reduce(decider.evolve, state), position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new DomainError('concurrency', `Too many concurrent changes to ${stream}; please retry`);
      }
    }
  }
};
