import type { BlogTemplate } from './blog-template.types.js';
import { bulletList, firstUseCase, toolParagraph, topicSentence } from './blog-text.js';

/** Offline "news" is about our own catalogue and says so: it never claims outside events. */
const catalogueFocus: BlogTemplate = {
  id: 'news-catalogue-focus',
  category: 'News',
  minimumTools: 1,
  title: (context) => (context.topic ? `Directory Update: ${context.headline}` : `Directory Update: ${context.headline} in Focus`),
  excerpt: (context) =>
    `A round-up from our own tools directory: the ${context.subject} we are highlighting this time, including ${context.lead.name}, and why they stand out.`,
  sections: (context) => [
    {
      blocks: [
        `This update comes from our own tools directory rather than from outside announcements: we regularly go through the catalogue and highlight a group of tools that belong together.${topicSentence(context)} This time the focus is on ${context.subject}.`,
      ],
    },
    { heading: 'Highlighted tools', blocks: context.tools.map(toolParagraph) },
    {
      heading: 'Why this category matters now',
      blocks: [
        `Interest in ${context.activity} keeps growing among the creators, marketers and founders who read this blog. The tools above cover different parts of that work, from first drafts to finished results, so it is worth knowing what each one is built for before you commit.`,
      ],
    },
    {
      heading: 'What to watch',
      optional: true,
      blocks: [
        bulletList([
          'Pricing changes: free tiers come and go, so check before you plan around one.',
          'Integrations: the most useful updates often connect a tool to the apps you already use.',
          'Data policies: read them again whenever a vendor adds new AI features.',
        ]),
      ],
    },
    {
      heading: 'Stay informed',
      blocks: [`Subscribe to the newsletter to get the next directory update in your inbox, and browse the full directory to compare these tools with the rest of the catalogue.`],
    },
  ],
};

const roundUp: BlogTemplate = {
  id: 'news-round-up',
  category: 'News',
  minimumTools: 1,
  title: (context) => (context.topic ? `${context.headline}: ${context.tools.length} Tools Worth a Look This Week` : `${context.tools.length} ${context.headline} Worth a Look This Week`),
  excerpt: (context) =>
    `Our weekly pick from the tools directory: ${context.tools.length} ${context.subject}, what each does well and who should try it first.`,
  sections: (context) => [
    {
      blocks: [
        `Every week we pick a handful of tools from our directory that deserve a closer look. These picks are drawn from the catalogue itself, not from press releases.${topicSentence(context)} This week's theme is ${context.subject}.`,
      ],
    },
    ...context.tools.map((tool, index) => ({
      heading: `${index + 1}. ${tool.name}`,
      level: 3 as const,
      optional: index >= 2,
      blocks: [toolParagraph(tool), `*Try it first for:* ${firstUseCase(tool)}.`],
    })),
    {
      heading: 'How we pick',
      blocks: [
        `We look at what a tool is for, how clearly it solves one problem and how well it fits alongside the rest of a small team's stack. Picks rotate, so every category in the directory gets its turn.`,
      ],
    },
    {
      heading: 'Until next week',
      blocks: [`Tried one of these? Reply to our newsletter and tell us how it went. Your feedback shapes next week's selection.`],
    },
  ],
};

export const newsTemplates: BlogTemplate[] = [catalogueFocus, roundUp];
