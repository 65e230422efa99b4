import type { NewsItem, NewsRequest, ToolSummary } from '../ai-writer.port.js';
import { createSeededRandom } from './seeded-random.js';
import { knowledgeFor, lowerFirst, subjectForTag } from './tag-knowledge.js';
import { joinList, shortDescription } from './text.js';

/** Said in every offline item, so nobody mistakes a catalogue digest for real-world news. */
const OFFLINE_NOTE = 'Offline digest drawn from our own catalogue, not live news.';

const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

const tagCounts = (tools: ToolSummary[]): Array<[string, number]> => {
  const counts = new Map<string, number>();
  for (const tag of tools.flatMap((tool) => tool.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
};

/**
 * The offline "news analysis": a spotlight, a category trend and a pairing idea, all
 * computed from the catalogue. The selection rotates by calendar day (UTC) of `now`, so
 * the same catalogue and day always give the same items.
 */
export const analyzeNews = (request: NewsRequest): NewsItem[] => {
  if (request.tools.length === 0) {
    return [{ headline: 'The tools catalogue is empty', summary: `Add tools to the directory to get a digest. ${OFFLINE_NOTE}`, category: 'Catalogue status' }];
  }
  const day = isoDay(request.now);
  const random = createSeededRandom(JSON.stringify(['news', day, request.tools.map((tool) => [tool.id, tool.tags])]));
  const shuffled = random.shuffle(request.tools);
  const spotlight = shuffled[0] as ToolSummary;
  const items: NewsItem[] = [
    {
      headline: `Tool spotlight: ${spotlight.name}`,
      summary: `${shortDescription(spotlight, 30)} Listed under ${joinList(spotlight.tags) || 'general AI'}. ${OFFLINE_NOTE}`,
      category: 'Tool spotlight',
    },
  ];

  const [topTag, topCount] = tagCounts(request.tools)[0] ?? [];
  if (topTag && topCount) {
    items.push({
      headline: `${subjectForTag(topTag)} lead the directory`,
      summary: `${topCount} of the ${request.tools.length} tools in the catalogue are listed under ${topTag}, more than any other category, which makes ${knowledgeFor(topTag).activity} the best-covered area for readers. ${OFFLINE_NOTE}`,
      category: 'Catalogue trend',
    });
  }

  const partner = shuffled.slice(1).find((tool) => !tool.tags.some((tag) => spotlight.tags.includes(tag)));
  if (partner) {
    items.push({
      headline: `Pairing idea: ${spotlight.name} with ${partner.name}`,
      summary: `${spotlight.name} covers ${joinList(spotlight.tags.map((tag) => knowledgeFor(tag).activity))} while ${partner.name} covers ${joinList(partner.tags.map((tag) => knowledgeFor(tag).activity))}, so together they span more of a typical workflow. ${OFFLINE_NOTE}`,
      category: 'Workflow idea',
    });
  }

  const useCaseTool = shuffled[1];
  const useCaseTag = useCaseTool?.tags[0];
  if (useCaseTool && useCaseTag) {
    const useCase = random.pick(knowledgeFor(useCaseTag).useCases);
    items.push({
      headline: `Use case of the day: ${lowerFirst(useCase)} with ${useCaseTool.name}`,
      summary: `${useCaseTool.name} is one of the directory's ${knowledgeFor(useCaseTag).activity} tools and suits ${lowerFirst(useCase)}. ${OFFLINE_NOTE}`,
      category: 'Use case',
    });
  }
  return items;
};
