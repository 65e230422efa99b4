import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { type CommandOutcome, executeCommand } from '../../core/commands/execute-command.js';
import { EventLog } from '../../core/events/event-log.js';
import type { Actor } from '../../core/events/event.js';
import { toolStream } from './catalogue.events.js';
import { type ToolCommand, toolDecider, type ToolState } from './tool.decider.js';

/** Runs the tool decider on one tool's stream: the command shell every tool handler shares. */
@Injectable()
export class ToolStreams {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  run(toolId: string, command: ToolCommand, actor: Actor): Promise<CommandOutcome<ToolState>> {
    return executeCommand(this.log, toolStream(toolId), toolDecider, command, { actor, now: this.clock.now() });
  }
}
