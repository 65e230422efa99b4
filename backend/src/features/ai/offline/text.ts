import type { ToolSummary } from '../ai-writer.port.js';
import { knowledgeFor } from './tag-knowledge.js';

/** Small text helpers shared by the offline blog, email and news writers. */

export const joinList = (items: string[]): string => {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
};

export const bulletList = (items: string[]): string => items.map((item) => `- ${item}`).join('\n');

export const numberedList = (items: string[]): string => items.map((item, index) => `${index + 1}. ${item}`).join('\n');

/** Long vendor descriptions are cut to keep posts inside their word budget. */
export const shortDescription = (tool: ToolSummary, maximumWords = 35): string => {
  const words = tool.description.trim().split(/\s+/);
  const text = words.length <= maximumWords ? words.join(' ') : `${words.slice(0, maximumWords).join(' ')}…`;
  return /[.!?…]$/.test(text) ? text : `${text}.`;
};

export const activitiesOf = (tool: ToolSummary): string[] => tool.tags.map((tag) => knowledgeFor(tag).activity);
