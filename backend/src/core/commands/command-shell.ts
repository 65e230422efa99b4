import type { Clock } from '../clock.js';
import type { Actor } from '../events/event.js';
import type { AppendContext, EventLog } from '../events/event-log.js';
import type { EventDefinitions } from '../events/event-type.js';
import type { AppendOnlyDecider, Decider } from './decider.js';
import { type BatchCommand, type CommandOutcome, type ExecuteOptions, executeCommand, executeCommands, type RecordOutcome, recordEvents } from './execute-command.js';

/** Who asks and why; the time is the clock's unless the caller fixed it for several commands. */
export type CommandContext = { actor: Actor; correlationId?: string; causationId?: string | null; now?: Date };

/**
 * The one write path of the application: every append goes through a decider on its stream, here.
 * `run` loads, folds, decides and appends with the expected revision (bounded retry); `runMany` does
 * the same for many streams at once (one read, one commit); `record` serves append-only streams,
 * whose events protect no rule.
 */
export class CommandShell {
  constructor(
    private readonly log: EventLog,
    private readonly clock: Clock,
  ) {}

  run<Command, State, Events extends EventDefinitions>(
    stream: string,
    decider: Decider<Command, State, Events>,
    command: Command,
    context: CommandContext,
    options?: ExecuteOptions<State>,
  ): Promise<CommandOutcome<State, Events>> {
    return executeCommand(this.log, stream, decider, command, this.appendContext(context), options);
  }

  /** The commands, each on its own stream with the decider, at one moment of the clock; outcomes in their order. */
  runMany<Command, State, Events extends EventDefinitions>(
    decider: Decider<Command, State, Events>,
    commands: readonly BatchCommand<Command>[],
    context: CommandContext,
    options?: ExecuteOptions,
  ): Promise<CommandOutcome<State, Events>[]> {
    return executeCommands(this.log, decider, commands, this.appendContext(context), options);
  }

  record<Command, Events extends EventDefinitions>(
    stream: string,
    decider: AppendOnlyDecider<Command, Events>,
    command: Command,
    context: CommandContext,
  ): Promise<RecordOutcome<Events>> {
    return recordEvents(this.log, stream, decider, command, this.appendContext(context));
  }

  private appendContext({ now, ...context }: CommandContext): AppendContext {
    return { ...context, now: now ?? this.clock.now() };
  }
}
