import type { ToolListing, ToolSummary } from '../ai-writer.port.js';

/** A small catalogue for tests; the real one lives in the catalogue feature and is passed in by callers. */
export const sampleCatalogue: ToolSummary[] = [
  { id: 'chatgpt', name: 'ChatGPT', description: 'Conversational AI assistant that answers questions, drafts text and helps with brainstorming and analysis.', tags: ['Assistant', 'Writing', 'Research'] },
  { id: 'jasper', name: 'Jasper', description: 'AI writing platform for marketing teams that produces on-brand copy for blogs, ads and emails.', tags: ['Writing', 'Marketing', 'SEO'] },
  { id: 'midjourney', name: 'Midjourney', description: 'Image generator that turns text prompts into detailed, artistic pictures.', tags: ['Images', 'Design'] },
  { id: 'github-copilot', name: 'GitHub Copilot', description: 'AI pair programmer that suggests code and whole functions inside your editor.', tags: ['Coding'] },
  { id: 'descript', name: 'Descript', description: 'Edit audio and video by editing the transcript, with AI voice and filler-word removal.', tags: ['Video', 'Audio', 'Editing', 'Transcription'] },
  { id: 'notion-ai', name: 'Notion AI', description: 'AI features inside Notion that summarise notes, draft documents and answer questions about your workspace.', tags: ['Productivity', 'Writing'] },
  { id: 'zapier', name: 'Zapier', description: 'Automation platform that connects thousands of apps and adds AI steps to workflows.', tags: ['Automation', 'Productivity'] },
  { id: 'surfer-seo', name: 'Surfer SEO', description: 'Content optimisation tool that scores articles against top search results and suggests keywords.', tags: ['SEO', 'Writing', 'Marketing'] },
  { id: 'canva', name: 'Canva', description: 'Design platform with AI image generation, Magic Design layouts and brand kits.', tags: ['Design', 'Images', 'Marketing'] },
  { id: 'perplexity', name: 'Perplexity', description: 'Answer engine that searches the web and cites its sources for every answer.', tags: ['Research', 'Assistant'] },
  { id: 'elevenlabs', name: 'ElevenLabs', description: 'Realistic AI voice generation and voice cloning for narration and dubbing.', tags: ['Audio'] },
  { id: 'julius', name: 'Julius AI', description: 'Analyses spreadsheets and data files and answers questions with charts.', tags: ['Analytics'] },
];

/** The sample catalogue as the directory lists it, with curated values an enhancement must not lose. */
export const sampleListings: ToolListing[] = sampleCatalogue.map((tool, index) => ({
  ...tool,
  rating: (41 + (index % 8)) / 10,
  reviewCount: 1_000 + index * 1_234,
  pros: [`${tool.name} pro one`, `${tool.name} pro two`, `${tool.name} pro three`],
  features: [`${tool.name} feature one`, `${tool.name} feature two`, `${tool.name} feature three`, `${tool.name} feature four`],
  useCases: [`${tool.name} use case one`, `${tool.name} use case two`, `${tool.name} use case three`],
}));
