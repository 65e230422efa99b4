import type { ToolSummary } from '../../ai-writer.port.js';
import { knowledgeFor, lowerFirst } from '../tag-knowledge.js';
import { activitiesOf, joinList, shortDescription } from '../text.js';

export { activitiesOf, bulletList, joinList, numberedList, shortDescription } from '../text.js';
import type { BlogContext } from './blog-template.types.js';

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** Title case that keeps words already capitalised (product names, acronyms) and writes "AI". */
export const titleCase = (text: string): string =>
  text
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (word.toLowerCase() === 'ai') return 'AI';
      if (word !== word.toLowerCase()) return word;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');

/** A paragraph introducing one tool from its own description and categories. */
export const toolParagraph = (tool: ToolSummary): string => {
  const activities = activitiesOf(tool);
  const fit = activities.length > 0 ? ` It is listed in our directory under ${joinList(tool.tags)}, which makes it a natural fit for ${joinList(activities)}.` : '';
  return `**${tool.name}**: ${shortDescription(tool)}${fit}`;
};

export const toolNames = (context: BlogContext): string => joinList(context.tools.map((tool) => `**${tool.name}**`));

/** The sentence that ties a post to the admin's topic; empty without one. */
export const topicSentence = (context: BlogContext): string =>
  context.topic ? ` This article looks at *${context.topic}* through the tools in our directory.` : '';

export const firstUseCase = (tool: ToolSummary): string => {
  const tag = tool.tags[0];
  return tag ? lowerFirst(knowledgeFor(tag).useCases[0] ?? 'everyday tasks') : 'everyday tasks';
};
