import type { BlogTemplate } from './blog-template.types.js';
import { bulletList, numberedList, toolNames, toolParagraph, topicSentence } from './blog-text.js';

const payingStack: BlogTemplate = {
  id: 'strategy-stack',
  category: 'Strategy',
  minimumTools: 1,
  title: (context) => (context.topic ? `${context.headline}: Building a Stack That Pays for Itself` : `Building an ${context.headline} Stack That Pays for Itself`),
  excerpt: (context) =>
    `A practical strategy for adopting ${context.subject}: start small, train properly, measure the return, and grow only what works.`,
  sections: (context) => [
    {
      blocks: [
        `Buying ${context.subject} is easy. Getting a return on them is not. Many teams collect subscriptions that nobody uses after the first month.${topicSentence(context)} A small, deliberate stack beats a large accidental one, and the strategy below keeps yours lean.`,
      ],
    },
    {
      heading: 'Principle 1: begin with one or two tools',
      blocks: [
        `Choose the tools that address your most immediate need. For ${context.activity}, our directory suggests starting with ${toolNames(context)}. One tool used well teaches you more about your needs than five tools used once.`,
      ],
    },
    { heading: 'The candidates', blocks: context.tools.slice(0, 3).map(toolParagraph), optional: true },
    {
      heading: 'Principle 2: invest in training',
      blocks: [
        `An hour of training per person pays back quickly. Share the instructions that produced good results, agree on a review step, and write down what the tools must never be used for.`,
      ],
    },
    {
      heading: 'Principle 3: track productivity and return on investment',
      blocks: [
        'Measure a few simple numbers every month:',
        bulletList(['Hours saved per task', 'Pieces of work shipped per week', 'Cost per seat against the value of the time saved', 'Quality issues caught in review']),
      ],
    },
    {
      heading: 'A 90-day plan',
      blocks: [
        numberedList([
          'Month one: pilot one tool on one workflow with two people.',
          'Month two: write down the workflow, train the rest of the team, keep measuring.',
          'Month three: keep what paid for itself, cancel what did not, and pick the next workflow.',
        ]),
      ],
    },
    {
      heading: 'The bottom line',
      blocks: [`A stack of ${context.subject} should earn its keep. Start small, measure honestly, and let the numbers decide what stays.`],
    },
  ],
};

const smallTeams: BlogTemplate = {
  id: 'strategy-small-teams',
  category: 'Strategy',
  minimumTools: 1,
  title: (context) => (context.topic ? `${context.headline}: How Small Teams Can Win` : `How Small Teams Can Win with ${context.headline}`),
  excerpt: (context) =>
    `Small teams gain the most from ${context.subject}. Here is how to choose where to automate, which tools to try first and how to keep quality high.`,
  sections: (context) => [
    {
      blocks: [
        `Large companies have specialists for every task. Small teams have the same tasks and fewer hands.${topicSentence(context)} That is exactly where ${context.subject} shine: they cover the gaps between what you are good at and what the business needs this week.`,
      ],
    },
    {
      heading: 'Find the bottleneck first',
      blocks: [
        `List the tasks that keep slipping to next week. The ones that are repetitive, well understood and easy to check are your best candidates for ${context.activity} with AI. Tasks that need judgement or relationships should stay with people.`,
      ],
    },
    { heading: 'Tools that fit small teams', blocks: context.tools.slice(0, 3).map(toolParagraph) },
    {
      heading: 'Keep quality high',
      blocks: [
        bulletList([
          'Agree on one person who reviews AI output before it goes out.',
          'Keep a short style guide the tools can follow.',
          'Save good prompts and templates where everyone can find them.',
          'Revisit the setup every quarter; tools improve quickly.',
        ]),
      ],
    },
    {
      heading: 'Summary',
      blocks: [
        `Small teams do not need every tool. They need the right one for the bottleneck they have today. Start with one of the tools above, measure the time it frees, and spend that time on the work only your team can do.`,
      ],
    },
  ],
};

export const strategyTemplates: BlogTemplate[] = [payingStack, smallTeams];
