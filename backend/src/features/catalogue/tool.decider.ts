import { isDeepStrictEqual } from 'node:util';
import { type Decider, unhandled } from '../../core/commands/decider.js';
import { notFound } from '../../core/errors/domain-errors.js';
import type { Enhancement, Tool } from '../../contract/catalogue.contract.js';
import type { AiWriterName } from '../../contract/catalogue.vocabulary.js';
import { TOOL_EVENT_TYPES } from './catalogue.events.js';

/** `enhancement` is the last one recorded since the tool was (re-)added; it survives ToolChanged, as in the read model. */
export type ToolState = { status: 'none' } | { status: 'listed'; tool: Tool; enhancement: Enhancement | null } | { status: 'removed' };

export type ToolCommand =
  /** First start: add the shipped tool unless its stream already has a history (even a removal). */
  | { type: 'Seed'; tool: Tool }
  /** Refresh: make the listed tool match the catalogue source. */
  | { type: 'Sync'; tool: Tool }
  | { type: 'Remove'; toolId: string }
  | { type: 'Enhance'; toolId: string; enhancement: Enhancement; writer: AiWriterName; model: string };

/** What the public "enhanced" view of a tool shows: its last enhancement, else its listed values. */
export const shownEnhancement = (tool: Tool, enhancement: Enhancement | null): Enhancement =>
  enhancement ?? { rating: tool.rating, reviewCount: tool.reviewCount, pros: tool.pros, features: tool.keyFeatures, useCases: tool.useCases };

export const pickEnhancement = ({ rating, reviewCount, pros, features, useCases }: Enhancement): Enhancement => ({ rating, reviewCount, pros, features, useCases });

type ToolDecider = Decider<ToolCommand, ToolState, typeof TOOL_EVENT_TYPES>;

const changedFields = (before: Tool, after: Tool) =>
  (Object.keys(after) as (keyof Tool)[]).filter((field) => !isDeepStrictEqual(before[field], after[field]));

const decide: ToolDecider['decide'] = (command, state) => {
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
    case 'Enhance': {
      if (state.status !== 'listed') throw notFound('Tool not found');
      // An enhancement that would show exactly what visitors already see is not worth an event.
      const enhancement = pickEnhancement(command.enhancement);
      if (isDeepStrictEqual(enhancement, shownEnhancement(state.tool, state.enhancement))) return [];
      return [{ type: 'ToolEnhanced', data: { toolId: command.toolId, ...enhancement, writer: command.writer, model: command.model } }];
    }
    default:
      return unhandled('command', command);
  }
};

const evolve: ToolDecider['evolve'] = (state, event) => {
  switch (event.type) {
    case 'ToolAdded':
      return { status: 'listed', tool: event.data.tool, enhancement: null };
    case 'ToolChanged':
      return { status: 'listed', tool: event.data.tool, enhancement: state.status === 'listed' ? state.enhancement : null };
    case 'ToolRemoved':
      return { status: 'removed' };
    case 'ToolEnhanced':
      return state.status === 'listed' ? { ...state, enhancement: pickEnhancement(event.data) } : state;
    default:
      return unhandled('event', event);
  }
};

export const toolDecider: ToolDecider = { events: TOOL_EVENT_TYPES, initialState: () => ({ status: 'none' }), evolve, decide };
