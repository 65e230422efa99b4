import type { EmailDraft, EmailFrequency, EmailRequest, ToolSummary } from '../ai-writer.port.js';
import { bulletList, joinList, shortDescription } from './text.js';
import { createSeededRandom } from './seeded-random.js';
import { knowledgeFor, lowerFirst, tagsForInterest } from './tag-knowledge.js';

type FrequencyVoice = {
  subject(leadTool: string, interestLabel: string): string[];
  opening: string;
  toolCount: number;
  closing: string;
};

const voices: Record<EmailFrequency, FrequencyVoice> = {
  daily: {
    subject: (leadTool, interestLabel) => [`Today's AI pick for ${interestLabel}: ${leadTool}`, `Your daily AI brief: ${leadTool} and more for ${interestLabel}`],
    opening: "Here is today's short brief: a few tools from our directory worth two minutes of your time.",
    toolCount: 2,
    closing: "That's it for today. See you tomorrow morning.",
  },
  weekly: {
    subject: (leadTool, interestLabel) => [`This week in AI tools for ${interestLabel}: ${leadTool} and more`, `Your weekly AI round-up: ${leadTool} and other picks for ${interestLabel}`],
    opening: 'Here is your weekly round-up: the tools from our directory that fit your interests best this week, and a tip to put them to work.',
    toolCount: 4,
    closing: 'Have a productive week. We will be back next Monday.',
  },
  major_updates: {
    subject: (leadTool, interestLabel) => [`Worth knowing: ${leadTool} for ${interestLabel}`, `An update worth your time: ${interestLabel} with ${leadTool}`],
    opening: 'You asked us to write only when something is worth your attention, so this one is short and to the point.',
    toolCount: 3,
    closing: 'We will only write again when there is something worth your time.',
  },
};

const tipByFrequency: Record<EmailFrequency, string> = {
  daily: 'Pick one of these tools and try it on a single real task today. Ten minutes is enough to know if it deserves more.',
  weekly: 'Block one hour this week to run one of these tools on real work, and note how long the task took before and after.',
  major_updates: 'Before you adopt anything new, check that it solves a task you already do every week.',
};

/** Interests may be ids ('ai-writing'), display names ('AI Writing Tools') or admin words ('finance'). */
const readableInterest = (interest: string): string => interest.replace(/^ai-/i, 'AI ').replace(/[-_]/g, ' ').trim();

type ScoredTool = { tool: ToolSummary; score: number };

/** Every tool with how many of the wanted tags it has, the best first (ties in the seed's order). */
const rankTools = (tools: ToolSummary[], interests: string[], customInterests: string | undefined, seed: string): ScoredTool[] => {
  const wanted = new Set([...interests, customInterests ?? ''].flatMap(tagsForInterest));
  return createSeededRandom(seed)
    .shuffle(tools)
    .map((tool) => ({ tool, score: tool.tags.filter((tag) => wanted.has(tag)).length }))
    .sort((left, right) => right.score - left.score);
};

/** How many tools a dated newsletter picks from, per pick: wide enough to vary, narrow enough to stay on topic. */
const POOL_PER_PICK = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which newsletter of its series a date's is: days since 1970 for the daily one, weeks for the others (a weekly one every 7 days would otherwise meet the same turn again when the pool holds 7 tools). */
const turnOf = (forDate: string, frequency: EmailFrequency): number => {
  const day = Math.floor(Date.parse(`${forDate}T00:00:00Z`) / DAY_MS);
  return frequency === 'daily' ? day : Math.floor(day / 7);
};

/**
 * The tools of one email. Undated (a preview), the best-ranked. Dated (a newsletter), drawn from the
 * tools that match the interests (topped up with the next-ranked when fewer match than three per
 * pick): the lead tool takes its turn, so two newsletters in a row never lead with the same tool and
 * every tool of the pool leads once in as many newsletters; the others are drawn with a seed of the
 * date. The same date always gives the same tools.
 */
const chooseTools = (ranked: ScoredTool[], count: number, forDate: string | undefined, frequency: EmailFrequency, seed: string): ToolSummary[] => {
  if (forDate === undefined) return ranked.slice(0, count).map(({ tool }) => tool);
  const matching = ranked.filter(({ score }) => score > 0).length;
  const pool = ranked.slice(0, Math.max(matching, count * POOL_PER_PICK)).map(({ tool }) => tool);
  if (pool.length === 0) return [];
  const turn = turnOf(forDate, frequency);
  const lead = pool[((turn % pool.length) + pool.length) % pool.length]!;
  const others = createSeededRandom(`${forDate}|${seed}`).shuffle(pool.filter((tool) => tool !== lead));
  return [lead, ...others].slice(0, count);
};

const toolLine = (tool: ToolSummary): string => {
  const tag = tool.tags[0];
  const bestFor = tag ? ` *Best for:* ${lowerFirst(knowledgeFor(tag).useCases[0] ?? 'everyday tasks')}.` : '';
  return `**${tool.name}**: ${shortDescription(tool, 30)}${bestFor}`;
};

/** Offline newsletter: greeting without personal data, tools matched to interests, optional catalogue news, a tip. */
export const writeEmail = (request: EmailRequest): EmailDraft => {
  // A revision request cannot be understood offline: it only changes the seed, so the tools and wording are picked anew.
  const seed = JSON.stringify(['email', request.frequency, request.interests, request.customInterests ?? '', request.news ?? [], request.tools.map((tool) => tool.id), request.revision?.request ?? '']);
  // The date changes the subject's wording as well as the picks.
  const random = createSeededRandom(request.forDate === undefined ? seed : `${request.forDate}|${seed}`);
  const voice = voices[request.frequency];
  const interestLabels = request.interests.map(readableInterest).filter(Boolean);
  const interestLabel = interestLabels.length > 0 ? joinList(interestLabels.slice(0, 2)) : 'your work';
  const tools = chooseTools(rankTools(request.tools, request.interests, request.customInterests, seed), voice.toolCount, request.forDate, request.frequency, seed);
  const leadTool = tools[0]?.name ?? 'new AI tools';
  const custom = request.customInterests?.trim();

  const sections = [
    'Hi there,',
    voice.opening,
    interestLabels.length > 0 ? `You told us you are interested in ${joinList(interestLabels)}, so everything below is picked with that in mind.` : '',
    custom ? `You also mentioned: *${custom}*. We kept that in mind when choosing these tools.` : '',
    tools.length > 0 ? `## Picked for you\n\n${bulletList(tools.map(toolLine))}` : '',
    request.news && request.news.length > 0 ? `## From our directory\n\n${bulletList(request.news.slice(0, 3).map((item) => `**${item.headline}**: ${item.summary}`))}` : '',
    `## Tip\n\n${tipByFrequency[request.frequency]}`,
    voice.closing,
    'The AI Navigator team',
  ].filter(Boolean);

  return { subject: random.pick(voice.subject(leadTool, interestLabel)), content: sections.join('\n\n') };
};
