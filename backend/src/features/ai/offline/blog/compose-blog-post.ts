import { illegalState } from '../../../../core/errors/domain-errors.js';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../../contract/blog.vocabulary.js';
import type { BlogPostDraft, BlogPostRequest, ToolSummary } from '../../ai-writer.port.js';
import { createSeededRandom, type SeededRandom } from '../seeded-random.js';
import { knowledgeFor, subjectForTag, tagsForInterest } from '../tag-knowledge.js';
import type { BlogContext, BlogSection, BlogTemplate } from './blog-template.types.js';
import { fillerSections } from './blog-fillers.js';
import { guideTemplates } from './guide-templates.js';
import { newsTemplates } from './news-templates.js';
import { reviewTemplates } from './review-templates.js';
import { strategyTemplates } from './strategy-templates.js';
import { titleCase } from './blog-text.js';
import { tutorialTemplates } from './tutorial-templates.js';

export const BLOG_MAXIMUM_WORDS = 700;
/** Fillers are added up to this length, leaving room above the minimum. */
const BLOG_TARGET_WORDS = 450;
const TOOLS_PER_POST = 4;
const MINIMUM_TOOLS_PER_POST = 2;

const templatesByCategory: Record<BlogCategory, BlogTemplate[]> = {
  Guide: guideTemplates,
  Tutorial: tutorialTemplates,
  Strategy: strategyTemplates,
  News: newsTemplates,
  Review: reviewTemplates,
};

const categoryHints: Array<[RegExp, BlogCategory]> = [
  [/\bhow to\b|\bstep\b|tutorial|set up|setup|get started|workflow/i, 'Tutorial'],
  [/review|\bvs\.?\b|versus|compar/i, 'Review'],
  [/strateg|\bplan\b|\broi\b|grow|scale|team/i, 'Strategy'],
  [/news|update|trend|latest|round-?up/i, 'News'],
  [/guide|beginner|choos|best|introduc/i, 'Guide'],
];

const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'how', 'use', 'using', 'your', 'you', 'tools', 'tool', 'best', 'what', 'are', 'from', 'into']);

export const countWords = (content: string): number => content.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

const topicWords = (topic: string): string[] =>
  topic
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word) && word !== 'ai');

/** Tools most relevant to the topic first (tags weigh more than words); ties keep the seeded order. */
type Ranking = { tools: ToolSummary[]; focusTag: string; relevantCount: number };

const rankForTopic = (catalogue: ToolSummary[], topic: string, random: SeededRandom): Ranking => {
  const words = topicWords(topic);
  const catalogueTags = [...new Set(catalogue.flatMap((tool) => tool.tags))];
  const hinted = tagsForInterest(topic);
  const topicTags = catalogueTags.filter((tag) => words.includes(tag.toLowerCase()) || hinted.includes(tag));
  const score = (tool: ToolSummary): number => {
    const text = `${tool.name} ${tool.description}`.toLowerCase();
    return 3 * tool.tags.filter((tag) => topicTags.includes(tag)).length + words.filter((word) => text.includes(word)).length;
  };
  const scored = random
    .shuffle(catalogue)
    .map((tool) => ({ tool, score: score(tool) }))
    .sort((left, right) => right.score - left.score);
  const tools = scored.map(({ tool }) => tool);
  const focusTag = topicTags.find((tag) => tools[0]?.tags.includes(tag)) ?? topicTags[0] ?? tools[0]?.tags[0] ?? 'AI';
  return { tools, focusTag, relevantCount: scored.filter(({ score: relevance }) => relevance > 0).length };
};

const rankForTag = (catalogue: ToolSummary[], random: SeededRandom): Ranking => {
  // Picking from the flattened tag list favours the catalogue's larger categories.
  const allTags = catalogue.flatMap((tool) => tool.tags);
  const focusTag = allTags.length > 0 ? random.pick(allTags) : 'AI';
  const shuffled = random.shuffle(catalogue);
  const relevant = shuffled.filter((tool) => tool.tags.includes(focusTag));
  return { tools: [...relevant, ...shuffled.filter((tool) => !tool.tags.includes(focusTag))], focusTag, relevantCount: relevant.length };
};

const renderSections = (sections: BlogSection[]): string =>
  sections
    .flatMap((section) => [...(section.heading ? [`${'#'.repeat(section.level ?? 2)} ${section.heading}`] : []), ...section.blocks])
    .join('\n\n');

/** Drops optional sections while too long, then adds filler sections before the closing one while too short. */
const fitToBudget = (sections: BlogSection[], fillers: BlogSection[]): BlogSection[] => {
  const kept = [...sections];
  while (countWords(renderSections(kept)) > BLOG_MAXIMUM_WORDS) {
    const lastOptional = kept.map((section) => section.optional === true).lastIndexOf(true);
    if (lastOptional < 0) break;
    kept.splice(lastOptional, 1);
  }
  const closing = kept.pop();
  if (!closing) return kept;
  for (const filler of fillers) {
    if (countWords(renderSections([...kept, closing])) >= BLOG_TARGET_WORDS) break;
    kept.push(filler);
  }
  return [...kept, closing];
};

const rotate = <Item>(items: Item[], offset: number): Item[] => [...items.slice(offset), ...items.slice(0, offset)];

export const composeBlogPost = (request: BlogPostRequest): BlogPostDraft => {
  if (request.catalogue.length === 0) throw illegalState('The tool catalogue is empty, so there is nothing to write a blog post about.');
  const topic = request.topic?.trim() || undefined;
  const random = createSeededRandom(
    JSON.stringify(['blog', topic ?? '', request.catalogue.map((tool) => [tool.id, tool.name, tool.description, tool.tags]), request.existingTitles]),
  );
  const hintedCategory = topic ? categoryHints.find(([pattern]) => pattern.test(topic))?.[1] : undefined;
  const category = hintedCategory ?? random.pick(BLOG_CATEGORIES);
  const { tools: ranked, focusTag, relevantCount } = topic ? rankForTopic(request.catalogue, topic, random) : rankForTag(request.catalogue, random);
  // Only relevant tools are featured; two are kept even when fewer match, so comparisons stay possible.
  const chosen = ranked.slice(0, Math.min(TOOLS_PER_POST, Math.max(MINIMUM_TOOLS_PER_POST, relevantCount)));
  const subject = subjectForTag(focusTag);
  const taken = new Set(request.existingTitles.map((title) => title.trim().toLowerCase()));
  const templates = random.shuffle(templatesByCategory[category]).filter((template) => template.minimumTools <= chosen.length);

  const contextFor = (tools: ToolSummary[]): BlogContext => ({
    subject,
    activity: knowledgeFor(focusTag).activity,
    topic,
    headline: topic ? titleCase(topic) : titleCase(subject),
    tools,
    lead: tools[0] as ToolSummary,
    random,
  });

  // A repeated title is avoided by trying other templates, then other lead tools, then numbering.
  let selection: { template: BlogTemplate; context: BlogContext; title: string } | undefined;
  for (let offset = 0; offset < chosen.length && !selection; offset += 1) {
    for (const template of templates) {
      const context = contextFor(rotate(chosen, offset));
      const title = template.title(context);
      if (!taken.has(title.toLowerCase())) {
        selection = { template, context, title };
        break;
      }
    }
  }
  if (!selection) {
    const template = templates[0] as BlogTemplate;
    const context = contextFor(chosen);
    const base = template.title(context);
    let part = 2;
    while (taken.has(`${base} (part ${part})`.toLowerCase())) part += 1;
    selection = { template, context, title: `${base} (Part ${part})` };
  }

  const { template, context, title } = selection;
  const sections = fitToBudget(template.sections(context), random.shuffle(fillerSections(context)));
  return { title, category, excerpt: template.excerpt(context), content: renderSections(sections) };
};
