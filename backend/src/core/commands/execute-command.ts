import { DomainError, WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { AppendContext, EventLog } from '../events/event-log.js';
import type { EventDefinitions, EventOf } from '../events/event-type.js';
import { type AppendOnlyDecider, type Decider, foldEvents } from './decider.js';

export type CommandOutcome<State, Events extends EventDefinitions = EventDefinitions> = {
  events: EventOf<Events[number]>[];
  state: State;
  /** Global position of the last event written, or null when the command decided nothing. */
  position: number | null;
};

export type RecordOutcome<Events extends EventDefinitions = EventDefinitions> = Omit<CommandOutcome<null, Events>, 'state'>;

const MAX_ATTEMPTS = 5;

export type ExecuteOptions = {
  /** The 412 message once the retries are spent; by default it names the stream. */
  conflictMessage?: string;
};

/**
 * The thin shell around a decider: read the stream, fold, decide, append with the expected
 * revision; on a concurrent change re-read and decide again, a bounded number of times.
 */
export const executeCommand = async <Command, State, Events extends EventDefinitions>(
  log: EventLog,
  stream: string,
  decider: Decider<Command, State, Events>,
  command: Command,
  context: AppendContext,
  options: ExecuteOptions = {},
): Promise<CommandOutcome<State, Events>> => {
  for (let attempt = 1; ; attempt++) {
    const history = await log.readStream(stream, decider.events);
    const state = foldEvents(decider, history);
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
        throw new DomainError('concurrency', options.conflictMessage ?? `Too many concurrent changes to ${stream}; please retry`);
      }
    }
  }
};

/**
 * One command on one stream of a batch. `fresh`: the stream is named by an id the caller has just made
 * (a new person), so it cannot have events yet: it is not read, and its append still demands no_stream.
 */
export type BatchCommand<Command> = { stream: string; command: Command; fresh?: boolean };

/**
 * executeCommand over many streams at once, with the same rule per stream: the streams not known to be
 * fresh are read in one query, each command is decided on its own stream's state by the same decider,
 * and every append (issued together, so the store can commit them in one transaction) carries its
 * expected revision. A stream changed concurrently goes through executeCommand alone (re-read, decide
 * again, bounded). Outcomes come in the order of `commands`.
 */
export const executeCommands = async <Command, State, Events extends EventDefinitions>(
  log: EventLog,
  decider: Decider<Command, State, Events>,
  commands: readonly BatchCommand<Command>[],
  context: AppendContext,
  options: ExecuteOptions = {},
): Promise<CommandOutcome<State, Events>[]> => {
  const histories = await log.readStreams(
    commands.filter((item) => !item.fresh).map((item) => item.stream),
    decider.events,
  );
  return Promise.all(
    commands.map(async ({ stream, command, fresh }): Promise<CommandOutcome<State, Events>> => {
      const history = fresh ? [] : (histories.get(stream) ?? []);
      const state = foldEvents(decider, history);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, state, position: null };
      const last = history.at(-1);
      try {
        const { position } = await log.append(stream, events, last === undefined ? 'no_stream' : last.revision, context);
        return { events, state: events.reduce(decider.evolve, state), position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        return executeCommand(log, stream, decider, command, context, options);
      }
    }),
  );
};

/** The shell for an append-only stream: decide from the command, append with no revision check. */
export const recordEvents = async <Command, Events extends EventDefinitions>(
  log: EventLog,
  stream: string,
  decider: AppendOnlyDecider<Command, Events>,
  command: Command,
  context: AppendContext,
): Promise<RecordOutcome<Events>> => {
  const events = decider.decide(command);
  if (events.length === 0) return { events, position: null };
  const { position } = await log.append(stream, events, 'any', context);
  return { events, position };
};
