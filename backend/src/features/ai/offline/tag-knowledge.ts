/**
 * What the offline writer knows about each directory category (the 15 tool tags).
 * Enhancements, blog posts and emails derive their wording from these facts and the
 * tool's own description, so nothing claims first-hand testing or real reviews.
 */
export type TagKnowledge = {
  /** Reads after "tools for ...". */
  activity: string;
  features: string[];
  pros: string[];
  useCases: string[];
};

const knowledge: Record<string, TagKnowledge> = {
  Writing: {
    activity: 'writing',
    features: ['Drafts long-form and short-form copy from a brief', 'Rewrites text in a chosen tone of voice', 'Summarises long documents into key points'],
    pros: ['Cuts the time from blank page to first draft', 'Keeps tone consistent across many pieces'],
    useCases: ['Blog posts and newsletters', 'Product descriptions', 'Email replies and outreach'],
  },
  Images: {
    activity: 'image creation',
    features: ['Generates images from text prompts', 'Offers style and aspect-ratio controls', 'Edits or extends existing pictures'],
    pros: ['Produces visual options in seconds', 'No design software skills needed to start'],
    useCases: ['Social media visuals', 'Blog and ad illustrations', 'Concept art and mood boards'],
  },
  Video: {
    activity: 'video production',
    features: ['Turns scripts or prompts into video clips', 'Adds captions and voice-overs', 'Resizes videos for each platform'],
    pros: ['Makes video possible without a studio', 'Speeds up editing of repetitive formats'],
    useCases: ['Short social clips', 'Product demos and explainers', 'Training videos'],
  },
  Audio: {
    activity: 'audio work',
    features: ['Generates natural-sounding speech', 'Cleans up background noise', 'Creates music or sound beds'],
    pros: ['Studio-quality sound without a studio', 'Fast turnaround for voice content'],
    useCases: ['Podcast production', 'Voice-overs for videos', 'Audio versions of articles'],
  },
  Coding: {
    activity: 'software development',
    features: ['Suggests code completions in the editor', 'Explains unfamiliar code', 'Generates tests and boilerplate'],
    pros: ['Removes repetitive typing', 'Helps developers learn new codebases faster'],
    useCases: ['Writing and refactoring code', 'Debugging', 'Prototyping small tools and scripts'],
  },
  Marketing: {
    activity: 'marketing',
    features: ['Writes ad and campaign copy variants', 'Plans content calendars', 'Suggests audience-specific messaging'],
    pros: ['More campaign variants to test for the same effort', 'Keeps a small team shipping consistently'],
    useCases: ['Ad campaigns', 'Social media planning', 'Landing page copy'],
  },
  Productivity: {
    activity: 'productivity',
    features: ['Organises notes, tasks and documents', 'Answers questions about your own content', 'Automates routine follow-ups'],
    pros: ['Saves time on everyday admin', 'Keeps information findable in one place'],
    useCases: ['Meeting notes and action items', 'Personal knowledge management', 'Planning the week'],
  },
  Design: {
    activity: 'design',
    features: ['Generates layouts from a description', 'Provides editable templates', 'Keeps brand colours and fonts consistent'],
    pros: ['Non-designers can produce polished work', 'Fast iteration on visual ideas'],
    useCases: ['Presentations and social graphics', 'Website and app mock-ups', 'Brand assets'],
  },
  Analytics: {
    activity: 'data analysis',
    features: ['Answers questions about data in plain language', 'Builds charts and summaries', 'Spots trends and outliers'],
    pros: ['Makes data usable without writing queries', 'Faster answers for business decisions'],
    useCases: ['Sales and marketing reports', 'Financial analysis', 'Customer behaviour insights'],
  },
  Automation: {
    activity: 'automation',
    features: ['Connects apps into automated workflows', 'Triggers actions from events', 'Uses AI steps inside workflows'],
    pros: ['Removes repetitive manual steps', 'Runs around the clock without supervision'],
    useCases: ['Lead routing and CRM updates', 'Report generation', 'Syncing data between tools'],
  },
  Assistant: {
    activity: 'everyday assistance',
    features: ['Holds a natural conversation', 'Answers questions and drafts text on request', 'Helps brainstorm and plan'],
    pros: ['Useful for a very wide range of tasks', 'Easy to start: just ask a question'],
    useCases: ['Brainstorming', 'Research questions', 'Drafting and editing'],
  },
  Research: {
    activity: 'research',
    features: ['Finds and summarises sources', 'Cites where answers come from', 'Compares documents and papers'],
    pros: ['Shortens literature and market research', 'Makes it easier to check sources'],
    useCases: ['Market research', 'Academic reading', 'Fact-finding for articles'],
  },
  SEO: {
    activity: 'search optimisation',
    features: ['Researches keywords and search intent', 'Scores content against top results', 'Suggests on-page improvements'],
    pros: ['Grounds content plans in search demand', 'Clear, actionable optimisation checklists'],
    useCases: ['Planning blog content', 'Optimising existing pages', 'Competitor analysis'],
  },
  Editing: {
    activity: 'editing',
    features: ['Corrects grammar and spelling', 'Improves clarity and flow', 'Edits media with simple commands'],
    pros: ['Polished results with less back-and-forth', 'Catches mistakes before readers do'],
    useCases: ['Proofreading', 'Editing videos and podcasts', 'Polishing client deliverables'],
  },
  Transcription: {
    activity: 'transcription',
    features: ['Converts speech to text', 'Labels speakers', 'Produces summaries of recordings'],
    pros: ['Makes recordings searchable', 'Saves hours of manual note-taking'],
    useCases: ['Meeting transcripts', 'Interview notes', 'Subtitles for video'],
  },
};

/** Lower-cases the first letter unless the first word is an acronym ("CRM updates"). */
export const lowerFirst = (text: string): string => (/^[A-Z]{2,}\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

const fallback: TagKnowledge = {
  activity: 'everyday work',
  features: ['Uses AI to speed up a specific task', 'Works from a plain-language description of what you want'],
  pros: ['Saves time on repetitive work'],
  useCases: ['Speeding up routine tasks'],
};

export const knowledgeFor = (tag: string): TagKnowledge => knowledge[tag] ?? { ...fallback, activity: tag.toLowerCase() };

/** Keyword to tag, so interests such as 'ai-writing', 'AI Writing Tools' or 'finance' find tools. */
const interestKeywords: Array<[RegExp, string[]]> = [
  [/writ|content|copy|blog/i, ['Writing', 'SEO']],
  [/image|photo|art/i, ['Images', 'Design']],
  [/video/i, ['Video', 'Editing']],
  [/code|coding|develop/i, ['Coding']],
  [/business|finance|stock|market\b/i, ['Analytics', 'Automation', 'Productivity']],
  [/analytic|data/i, ['Analytics']],
  [/marketing|social|seo/i, ['Marketing', 'SEO']],
  [/design/i, ['Design']],
  [/research|study/i, ['Research']],
  [/productiv|personal/i, ['Productivity', 'Assistant']],
  [/audio|music|podcast|voice/i, ['Audio', 'Transcription']],
];

export const tagsForInterest = (interest: string): string[] =>
  interestKeywords.filter(([pattern]) => pattern.test(interest)).flatMap(([, tags]) => tags);

/** Where the category name does not read well before "tools". */
const subjectWords: Record<string, string> = { Images: 'image', Assistant: 'assistant', Coding: 'coding' };

/** "AI writing tools", keeping acronyms such as SEO in capitals. */
export const subjectForTag = (tag: string): string => `AI ${subjectWords[tag] ?? (tag === tag.toUpperCase() ? tag : tag.toLowerCase())} tools`;
