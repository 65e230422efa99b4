import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '../../core/commands/decider.js';
import { notFound } from '../../core/errors/domain-errors.js';
import type { ToolEvent } from './catalogue.events.js';
import type { Tool } from './catalogue.schemas.js';

export type ToolState = { status: 'none' } | { status: 'listed'; tool: Tool } | { status: 'removed' };

export type Enhancement = { rating: number; reviewCount: number; pros: string[]; features: string[]; useCases: string[] };

export type ToolCommand =
  /** First start: add the shipped tool unless its stream already has a history (even a removal). */
  | { type: 'Seed'; tool: Tool }
  /** Refresh: make the listed tool match the catalogue source. */
  | { type: 'Sync'; tool: Tool }
  | { type: 'Remove'; toolId: string }
  | { type: 'Enhance'; toolId: string; enhancement: Enhancement; writer: 'openai' | 'offline'; model: string };

const changedFields = (before: Tool, after: Tool) =>
  (Object.keys(after) as (keyof Tool)[]).filter((field) => !isDeepStrictEqual(before[field], after[field]));

const decide = (command: ToolCommand, state: ToolState): ToolEvent[] => {
  switch (command.type) {
    case 'Seed':
      return state.status === 'none' ? [{ type: 'ToolAdded', data: { tool: command.tool, origin: 'seed' } }] : [];
    case 'Sync': {
      if (state.status !== 'listed') return [{ type: 'ToolAdded', data: { tool: command.tool, origin: 'refresh' } }];
      const fields = changedFields(state.tool, command.tool);
      return fields.length === 0 ? [] : [{ type: 'ToolChanged', data: { toolId: command.tool.id, tool: command.tool, changedFields: fields } }];
    }
    case 'Remove':
      return state.status === 'listed' ? [{ type: 'ToolRemoved', data: { toolId: command.toolId } }] : [];
    case 'Enhance':
      if (state.status !== 'listed') throw notFound('Tool not found');
      return [{ type: 'ToolEnhanced', data: { toolId: command.toolId, ...command.enhancement, writer: command.writer, model: command.model } }];
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

const evolve = (state: ToolState, event: ToolEvent): ToolState => {
  switch (event.type) {
    case 'ToolAdded':
    case 'ToolChanged':
      return { status: 'listed', tool: event.data.tool };
    case 'ToolRemoved':
      return { status: 'removed' };
    case 'ToolEnhanced':
      return state;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`);
    }
  }
};

export const toolDecider: Decider<ToolCommand, ToolState, ToolEvent> = { initialState: () => ({ status: 'none' }), evolve, decide };
