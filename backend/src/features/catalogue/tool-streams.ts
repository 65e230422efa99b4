import { Injectable } from '@nestjs/common';
import { CommandShell } from '../../core/commands/command-shell.js';
import type { CommandOutcome } from '../../core/commands/execute-command.js';
import type { Actor } from '../../core/events/event.js';
import { type TOOL_EVENT_TYPES, toolStream } from './catalogue.events.js';
import { type ToolCommand, toolDecider, type ToolState } from './tool.decider.js';

/** Runs the tool decider on one tool's stream, for every tool handler. */
@Injectable()
export class ToolStreams {
  constructor(private readonly shell: CommandShell) {}

  run(toolId: string, command: ToolCommand, actor: Actor): Promise<CommandOutcome<ToolState, typeof TOOL_EVENT_TYPES>> {
    return this.shell.run(toolStream(toolId), toolDecider, command, { actor });
  }
}
