import type { ToolEnhancement, ToolSummary } from '../ai-writer.port.js';
import { createSeededRandom } from './seeded-random.js';
import { knowledgeFor } from './tag-knowledge.js';

const MAXIMUM_ITEMS = 4;
const MAXIMUM_FEATURE_WORDS = 18;

const unique = (items: string[]): string[] => [...new Set(items)];

/** The description's first clause as a feature; long clauses are cut at a comma or skipped, never mid-phrase. */
const featureFromDescription = (description: string): string | undefined => {
  const firstClause = description.trim().split(/(?<=[.!?])\s|;|:/)[0]?.replace(/[.!?]$/, '').trim() ?? '';
  const words = firstClause.split(/\s+/).filter(Boolean);
  if (words.length < 3) return undefined;
  let kept = words;
  if (words.length > MAXIMUM_FEATURE_WORDS) {
    const lastComma = words.slice(0, MAXIMUM_FEATURE_WORDS).findLastIndex((word) => word.endsWith(','));
    if (lastComma < 4) return undefined;
    kept = words.slice(0, lastComma + 1);
  }
  const text = kept.join(' ').replace(/,$/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * Offline enhancement, derived and deterministic: features, pros and use cases come from
 * the tool's own description and its directory categories; rating (3.9 to 4.8) and
 * reviewCount are stable placeholders seeded from the tool's data, not real reviews.
 */
export const enhanceTool = (tool: ToolSummary): ToolEnhancement => {
  const random = createSeededRandom(JSON.stringify(['enhance', tool.id, tool.name, tool.description, tool.tags]));
  const facts = (tool.tags.length > 0 ? tool.tags : ['AI']).map(knowledgeFor);
  const descriptionFeature = featureFromDescription(tool.description);
  const features = unique([...(descriptionFeature ? [descriptionFeature] : []), ...random.shuffle(facts.flatMap((fact) => fact.features))]).slice(0, MAXIMUM_ITEMS + 1);
  const breadth = tool.tags.length >= 3 ? [`Covers ${tool.tags.length} areas in one place: ${tool.tags.join(', ')}`] : [];
  const pros = unique([...breadth, ...facts.flatMap((fact) => random.shuffle(fact.pros))]).slice(0, MAXIMUM_ITEMS);
  const useCases = unique(facts.flatMap((fact) => fact.useCases)).slice(0, MAXIMUM_ITEMS);
  const rating = Math.round((3.9 + random.integer(0, 9) / 10) * 10) / 10;
  const reviewCount = random.integer(12, 480) * 10 + random.integer(0, 9);
  return { id: tool.id, rating, reviewCount, pros, features, useCases };
};
