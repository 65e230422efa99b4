import { DomainError, WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { AppendContext, EventLog } from '../events/event-log.js';
import type { EventDefinitions, EventOf } from '../events/event-type.js';
import { type AppendOnlyDecider, type Decider, foldEvents } from './decider.js';

/** The state of a stream at a revision: where a next command on it can start without reading it again. */
export type StreamFold<State> = { state: State; revision: number | 'no_stream' };

export type CommandOutcome<State, Events extends EventDefinitions = EventDefinitions> = StreamFold<State> & {
  events: EventOf<Events[number]>[];
  /** Global position of the last event written, or null when the command decided nothing. */
  position: number | null;
};

export type RecordOutcome<Events extends EventDefinitions = EventDefinitions> = Omit<CommandOutcome<null, Events>, 'state' | 'revision'>;

const MAX_ATTEMPTS = 5;

export type ExecuteOptions<State = unknown> = {
  /** The 412 message once the retries are spent; by default it names the stream. */
  conflictMessage?: string;
  /**
   * The stream as the caller last saw it (the previous command's outcome), for a run of commands on
   * one long stream: the first attempt decides on it instead of reading and folding the whole stream
   * again. If the stream moved meanwhile the append fails and the shell reads it as usual; a decision
   * of nothing is confirmed on a fresh read (that state could be missing events that matter).
   */
  from?: StreamFold<State>;
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
  options: ExecuteOptions<State> = {},
): Promise<CommandOutcome<State, Events>> => {
  let known = options.from;
  for (let attempt = 1; ; attempt++) {
    const carried = known !== undefined;
    const { state, revision: expected } = known ?? (await readFold(log, stream, decider));
    known = undefined;
    const events = decider.decide(command, state);
    if (events.length === 0) {
      if (carried) continue;
      return { events, state, position: null, revision: expected };
    }
    try {
      const { position, nextRevision } = await log.append(stream, events, expected, context);
      return { events, state: events.reduce(decider.evolve, state), position, revision: nextRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new DomainError('concurrency', options.conflictMessage ?? `Too many concurrent changes to ${stream}; please retry`);
      }
    }
  }
};

const readFold = async <State, Events extends EventDefinitions>(
  log: EventLog,
  stream: string,
  decider: Pick<Decider<unknown, State, Events>, 'events' | 'initialState' | 'evolve'>,
): Promise<StreamFold<State>> => {
  const history = await log.readStream(stream, decider.events);
  const last = history.at(-1);
  return { state: foldEvents(decider, history), revision: last === undefined ? 'no_stream' : last.revision };
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
  options: Pick<ExecuteOptions, 'conflictMessage'> = {},
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
      const last = history.at(-1);
      const revision = last === undefined ? 'no_stream' : last.revision;
      if (events.length === 0) return { events, state, position: null, revision };
      try {
        const { position, nextRevision } = await log.append(stream, events, revision, context);
        return { events, state: events.reduce(decider.evolve, state), position, revision: nextRevision };
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
