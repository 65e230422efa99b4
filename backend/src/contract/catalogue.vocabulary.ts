/** The closed lists of the tools directory and the guide (public-site.md sections 2, 3 and 9). Plain data, no zod. */

/** The 15 filter categories of the tools directory; a tool's tags use exactly these names. */
export const TOOL_CATEGORIES = [
  'Writing',
  'Images',
  'Video',
  'Audio',
  'Coding',
  'Marketing',
  'Productivity',
  'Design',
  'Analytics',
  'Automation',
  'Assistant',
  'Research',
  'SEO',
  'Editing',
  'Transcription',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Shown in the directory's filter panel but, per the spec, never applied to the list. */
export const TOOL_FEATURE_FILTERS = [
  'Free Tier',
  'API Access',
  'Team Collaboration',
  'Mobile App',
  'Real-time Editing',
  'Cloud Storage',
  'Integrations',
  'Custom Training',
] as const;
export type ToolFeatureFilter = (typeof TOOL_FEATURE_FILTERS)[number];

/** The guide's categories, with the label of each one's tab (in tab order, after 'All Tools'). */
export const GUIDE_CATEGORIES = [
  { id: 'content-creation', tab: 'Content' },
  { id: 'image-video', tab: 'Media' },
  { id: 'code-development', tab: 'Code' },
  { id: 'business-intelligence', tab: 'Business' },
  { id: 'productivity-automation', tab: 'Productivity' },
  { id: 'customer-support', tab: 'Support' },
  { id: 'audio-music', tab: 'Audio' },
  { id: 'research-education', tab: 'Research' },
  { id: 'marketing-social', tab: 'Marketing' },
  { id: 'finance-business', tab: 'Finance' },
  { id: 'security-privacy', tab: 'Security' },
] as const;
export type GuideCategoryId = (typeof GUIDE_CATEGORIES)[number]['id'];
export const GUIDE_CATEGORY_IDS = GUIDE_CATEGORIES.map((category) => category.id) as [GuideCategoryId, ...GuideCategoryId[]];

export const IMPLEMENTATION_TIMES = ['1 day', '1 week', '2-3 weeks', '4-8 weeks'] as const;
export type ImplementationTime = (typeof IMPLEMENTATION_TIMES)[number];
export const LEARNING_CURVES = ['Easy', 'Medium', 'Hard'] as const;
export type LearningCurve = (typeof LEARNING_CURVES)[number];

/** The fields an AI enhancement may change, as GET /api/tools/:name/enhanced answers them. */
export const ENHANCEMENT_FIELDS = ['rating', 'reviewCount', 'pros', 'features', 'useCases'] as const;
export type EnhancementField = (typeof ENHANCEMENT_FIELDS)[number];

/** Tailwind colour families and shades the image renderer can turn into hex (a tool's gradient classes). */
export const TAILWIND_COLOUR_FAMILIES = [
  'slate', 'gray', 'zinc', 'neutral', 'stone', 'red', 'orange', 'amber', 'yellow', 'lime', 'green',
  'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose',
] as const;
export type TailwindColourFamily = (typeof TAILWIND_COLOUR_FAMILIES)[number];
export const TAILWIND_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type TailwindShade = (typeof TAILWIND_SHADES)[number];

/** Which AI writer produced a piece of content. */
export const AI_WRITERS = ['openai', 'offline'] as const;
export type AiWriterName = (typeof AI_WRITERS)[number];

/** The guide's closing advice: shown on /ai-tools-guide and printed in the downloadable guide. */
export const GUIDE_STRATEGY_TIPS = [
  { title: 'Start Small', text: 'Begin with 1-2 tools that address your most immediate needs before expanding.' },
  { title: 'Invest in Training', text: 'Invest in proper training so your team gets the full value of every tool.' },
  { title: 'Measure Results', text: 'Track productivity gains and ROI to decide what to keep and what to scale.' },
] as const;

/** The downloadable guide (a PDF built from the guide data): its title, file name, and what it holds. */
export const GUIDE_DOWNLOAD = {
  title: 'Ultimate AI Tools Guide 2025',
  fileName: 'ultimate-ai-tools-guide-2025.pdf',
  /**
   * Only what the PDF really holds: the lead-magnet card and the guide email promise these, and the
   * PDF's own spec checks each against the document.
   */
  contents: [
    'Every tool of our guide, sorted into 11 categories',
    'What each tool does and its best use case',
    'Pricing at a glance, including free plans',
    'Implementation time and learning curve for each tool',
    'Key features of every tool',
    'Implementation strategies for rolling out your first tools',
  ],
} as const;
