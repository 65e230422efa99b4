import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { BlogPostRequest, EmailRequest, ImageRequest, NewsRequest, ToolListing, ToolSummary } from '../ai-writer.port.js';
import { BLOG_CATEGORIES } from '../../../contract/blog.vocabulary.js';
import { COVER_MOTIFS } from '../image/cover-svg.js';

/** Caps keep prompts (and cost) bounded when the catalogue grows. */
const MAXIMUM_PROMPT_TOOLS = 40;
const MAXIMUM_PROMPT_TITLES = 50;

const MARKUP_RULES =
  "Format the text with light markup only: '#' to '####' headings, '- ' bullets, '1. ' numbered items, **bold** and *italic*. No HTML, no links, no tables.";

const SITE = 'AI Navigator, a site that helps creators, marketers and entrepreneurs discover and compare AI tools';

const toolLines = (tools: ToolSummary[]): string =>
  tools
    .slice(0, MAXIMUM_PROMPT_TOOLS)
    .map((tool) => `- ${tool.name} (id: ${tool.id}; categories: ${tool.tags.join(', ') || 'none'}): ${tool.description}`)
    .join('\n');

const conversation = (system: string, user: string): ChatCompletionMessageParam[] => [
  { role: 'system', content: system },
  { role: 'user', content: user },
];

export const blogPostMessages = (request: BlogPostRequest): ChatCompletionMessageParam[] =>
  conversation(
    `You are the staff writer of ${SITE}. You write practical, honest blog posts of 400 to 700 words. Only mention tools from the catalogue you are given, and never invent prices, statistics or quotes. ${MARKUP_RULES} Answer with a JSON object with the keys "title", "category" (one of ${BLOG_CATEGORIES.join(', ')}), "excerpt" (one or two sentences) and "content" (the post body, without the title).`,
    [
      request.topic?.trim() ? `Topic chosen by the editor: ${request.topic.trim()}` : 'Choose a useful topic for our readers based on the catalogue.',
      `Catalogue:\n${toolLines(request.catalogue)}`,
      request.existingTitles.length > 0
        ? `Titles already published (do not reuse any of them):\n${request.existingTitles.slice(0, MAXIMUM_PROMPT_TITLES).map((title) => `- ${title}`).join('\n')}`
        : 'No posts have been published yet.',
    ].join('\n\n'),
  );

/** The directory's current values, so the model corrects them rather than inventing from nothing. */
const listingLines = (tools: ToolListing[]): string =>
  tools
    .map((tool) =>
      [
        `- ${tool.name} (id: ${tool.id}; categories: ${tool.tags.join(', ') || 'none'}): ${tool.description}`,
        `  listed: rating ${tool.rating} from ${tool.reviewCount} reviews; pros: ${tool.pros.join('; ') || 'none'}; features: ${tool.features.join('; ') || 'none'}; use cases: ${tool.useCases.join('; ') || 'none'}`,
      ].join('\n'),
    )
    .join('\n');

export const enhanceToolsMessages = (tools: ToolListing[]): ChatCompletionMessageParam[] =>
  conversation(
    `You are the research editor of ${SITE}. For each tool, give a rating from 1 to 5 with one decimal, an estimated reviewCount (a whole number reflecting how widely the tool is reviewed), and 3 to 5 short items each for pros, features and useCases. Base them on what is publicly known about the tool; each tool comes with the values the directory lists today: keep a listed value unless you know better. Answer with a JSON object {"tools": [{"id", "rating", "reviewCount", "pros", "features", "useCases"}]} containing every tool id given, exactly as given.`,
    `Tools:\n${listingLines(tools)}`,
  );

export const emailMessages = (request: EmailRequest): ChatCompletionMessageParam[] => {
  const cadence = { daily: 'a short daily brief', weekly: 'a weekly round-up', major_updates: 'a rare email sent only for major updates' }[request.frequency];
  return conversation(
    `You write the newsletter of ${SITE}. Write ${cadence}, friendly and useful, 150 to 400 words, greeting the reader with "Hi there," (you do not know their name) and signing off as "The AI Navigator team". Recommend only tools from the list given, and end with one practical tip for using one of them (the site promises readers tips). ${MARKUP_RULES} Answer with a JSON object with the keys "subject" and "content".`,
    [
      request.forDate ? `This newsletter goes out on ${request.forDate}.` : '',
      `Reader interests: ${request.interests.join(', ') || 'not specified'}`,
      request.customInterests?.trim() ? `In the reader's own words: ${request.customInterests.trim()}` : '',
      request.news && request.news.length > 0 ? `News to mention:\n${request.news.map((item) => `- ${item.headline}: ${item.summary}`).join('\n')}` : '',
      `Tools:\n${toolLines(request.tools)}`,
      request.revision
        ? `Revise this draft as the editor asks, keeping what the request does not touch.\nEditor's request: ${request.revision.request}\nDraft subject: ${request.revision.draft.subject}\nDraft content:\n${request.revision.draft.content}`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  );
};

export const newsMessages = (request: NewsRequest): ChatCompletionMessageParam[] =>
  conversation(
    `You are the news analyst of ${SITE}. List 3 to 5 recent, notable developments relevant to the tools given. Only report developments you are confident happened; when unsure of a date or figure, leave it out rather than guess. Each item has a "headline", a two-sentence "summary" and a short "category" (for example Product update, Industry trend, Funding, Regulation). Answer with a JSON object {"newsItems": [...]}.`,
    `Today is ${request.now.toISOString().slice(0, 10)}.\n\nTools:\n${toolLines(request.tools)}`,
  );

export const imageDirectionMessages = (request: ImageRequest): ChatCompletionMessageParam[] =>
  conversation(
    `You are the art director of ${SITE}. Covers are drawn from a fixed template: a diagonal gradient with one decorative motif and no text (the page shows the title beside the cover; link previews put it over the cover in white). Choose two dark-enough hex colours so white text stays readable on them, one motif from ${COVER_MOTIFS.join(', ')}, and alt text describing the cover. Answer with a JSON object with the keys "alt", "colourFrom", "colourTo" and "motif".`,
    [`Title: ${request.title}`, request.description?.trim() ? `Description: ${request.description.trim()}` : ''].filter(Boolean).join('\n'),
  );
