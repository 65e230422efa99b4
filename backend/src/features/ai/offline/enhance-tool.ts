import type { ToolEnhancement, ToolListing } from '../ai-writer.port.js';
import { knowledgeFor } from './tag-knowledge.js';

/** A list shorter than this is topped up with what is true of the tool's description and categories. */
const MINIMUM_ITEMS = 3;
const MAXIMUM_FEATURE_WORDS = 18;

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

/** The listed items unchanged, then general facts (skipping repeats) until the list has MINIMUM_ITEMS. */
const toppedUp = (listed: readonly string[], facts: readonly string[]): string[] => {
  const items = [...listed];
  const seen = new Set(listed.map((item) => item.trim().toLowerCase()));
  for (const fact of facts) {
    if (items.length >= MINIMUM_ITEMS) break;
    if (seen.has(fact.toLowerCase())) continue;
    seen.add(fact.toLowerCase());
    items.push(fact);
  }
  return items;
};

/**
 * Offline enhancement. This writer cannot research a tool, so it does not pretend to: the rating
 * and review count stay as listed, and pros, features and use cases are the tool's own listed
 * items. Only a list with fewer than three items is topped up, with the tool's description and
 * lines that hold for every tool of its categories (tag-knowledge). Deterministic: no randomness,
 * so running it twice changes nothing the second time.
 */
export const enhanceTool = (tool: ToolListing): ToolEnhancement => {
  const facts = (tool.tags.length > 0 ? tool.tags : ['AI']).map(knowledgeFor);
  const descriptionFeature = featureFromDescription(tool.description);
  return {
    id: tool.id,
    rating: tool.rating,
    reviewCount: tool.reviewCount,
    pros: toppedUp(tool.pros, facts.flatMap((fact) => fact.pros)),
    features: toppedUp(tool.features, [...(descriptionFeature ? [descriptionFeature] : []), ...facts.flatMap((fact) => fact.features)]),
    useCases: toppedUp(tool.useCases, facts.flatMap((fact) => fact.useCases)),
  };
};
