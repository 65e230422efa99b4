import type { BlogTemplate } from './blog-template.types.js';
import { bulletList, numberedList, toolNames, toolParagraph, topicSentence } from './blog-text.js';

const practicalGuide: BlogTemplate = {
  id: 'guide-practical',
  category: 'Guide',
  minimumTools: 1,
  title: (context) => (context.topic ? `${context.headline}: A Practical Guide` : `A Practical Guide to ${context.headline}`),
  excerpt: (context) =>
    `What to look for in ${context.subject}, which tools from our directory deserve a look, including ${context.lead.name}, and how to roll them out without wasting money.`,
  sections: (context) => [
    {
      blocks: [
        `${context.subject} have moved from novelty to everyday equipment for creators, marketers and small teams. The hard part is no longer finding a tool; it is choosing one that fits the way you already work.${topicSentence(context)} Below you will find what matters when you compare options, the tools from our directory worth a look, and a simple plan for putting them to work.`,
      ],
    },
    {
      heading: 'What to look for',
      blocks: [
        `Before you compare feature lists, write down the one job you want done faster. Then judge every candidate against the same short checklist:`,
        bulletList([
          '**Output quality** on your own material, not on the vendor demo.',
          '**Time saved** per week once the novelty wears off.',
          '**Fit with your stack**: exports, integrations and team sharing.',
          '**Pricing that scales** with your usage rather than against it.',
          '**Data handling** you are comfortable explaining to a client.',
        ]),
      ],
    },
    {
      heading: 'Tools worth knowing',
      blocks: [`From our directory, these are the tools we would shortlist for ${context.activity}: ${toolNames(context)}.`],
    },
    ...context.tools.map((tool, index) => ({ heading: tool.name, level: 3 as const, blocks: [toolParagraph(tool)], optional: index >= 2 })),
    {
      heading: 'How to roll it out',
      blocks: [
        numberedList([
          'Start with one or two tools that address your most immediate need.',
          'Give yourself a two-week trial with a real project, not a toy example.',
          'Invest an hour in proper training: most tools hide their best features.',
          'Track the hours saved and the results produced, so the return on investment is visible.',
        ]),
      ],
    },
    {
      heading: 'Final thoughts',
      blocks: [
        `The best ${context.subject} are the ones you still use a month from now. Pick one from the list, test it on work that matters, and keep it only if it earns its place. *Explore the full directory to compare more options side by side.*`,
      ],
    },
  ],
};

const beginnerGuide: BlogTemplate = {
  id: 'guide-beginner',
  category: 'Guide',
  minimumTools: 1,
  title: (context) => `${context.headline}: What Beginners Should Know First`,
  excerpt: (context) =>
    `New to ${context.subject}? Start with the job you need done, avoid the common mistakes, and meet ${context.lead.name} and other tools from our directory.`,
  sections: (context) => [
    {
      blocks: [
        `If you are just getting started with ${context.subject}, the number of options can feel overwhelming. Every week brings a new launch, and every launch promises to change everything.${topicSentence(context)} The good news is that a beginner needs very little to get real value: one clear task, one well-chosen tool and a habit of checking the results.`,
      ],
    },
    {
      heading: 'Start with the job, not the tool',
      blocks: [
        `Describe the task in one sentence, such as "turn my meeting notes into a weekly update" or "produce three social posts from each article". A precise sentence tells you which category of tool to look at and gives you a fair test to run. If you cannot describe the task, no tool will solve it for you.`,
      ],
    },
    {
      heading: 'Good first picks',
      blocks: [`These tools from our directory are approachable starting points for ${context.activity}:`],
    },
    ...context.tools.map((tool, index) => ({ heading: tool.name, level: 3 as const, blocks: [toolParagraph(tool)], optional: index >= 2 })),
    {
      heading: 'Mistakes beginners make',
      blocks: [
        bulletList([
          'Paying for an annual plan before finishing the free trial.',
          'Publishing AI output without reading it: always edit and fact-check.',
          'Trying five tools at once and learning none of them properly.',
          'Pasting confidential client data into a tool without checking its data policy.',
        ]),
      ],
    },
    {
      heading: 'Where to go next',
      blocks: [
        `Choose one tool from this list, run it on a real task this week and note how long the task took before and after. That single number will tell you more than any review. When you are ready for more, our directory lists further ${context.subject} with their main strengths.`,
      ],
    },
  ],
};

export const guideTemplates: BlogTemplate[] = [practicalGuide, beginnerGuide];
