import type { BlogCategory } from '../../../../contract/blog.vocabulary.js';
import type { ToolSummary } from '../../ai-writer.port.js';
import type { SeededRandom } from '../seeded-random.js';

export type BlogContext = {
  /** Plural noun phrase used in running text, e.g. "AI writing tools". */
  subject: string;
  /** What those tools help with, e.g. "writing". */
  activity: string;
  /** The admin's topic as typed, when one was given. */
  topic?: string;
  /** Title-cased topic, or the subject when there is no topic. */
  headline: string;
  /** Tools chosen for the post, most relevant first; never empty. */
  tools: ToolSummary[];
  lead: ToolSummary;
  random: SeededRandom;
};

/** One section of a post. Optional sections are dropped first when a post runs long. */
export type BlogSection = {
  heading?: string;
  level?: 2 | 3;
  blocks: string[];
  optional?: boolean;
};

export type BlogTemplate = {
  id: string;
  category: BlogCategory;
  /** Templates comparing tools need at least two. */
  minimumTools: number;
  title(context: BlogContext): string;
  excerpt(context: BlogContext): string;
  /** The last section is the closing one; filler sections are inserted before it when a post runs short. */
  sections(context: BlogContext): BlogSection[];
};
