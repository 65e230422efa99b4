import { knowledgeFor, lowerFirst } from '../tag-knowledge.js';
import type { BlogTemplate } from './blog-template.types.js';
import type { ToolSummary } from '../../ai-writer.port.js';
import { activitiesOf, bulletList, joinList, shortDescription, topicSentence } from './blog-text.js';

const strengthsOf = (tool: ToolSummary): string[] => tool.tags.flatMap((tag) => knowledgeFor(tag).pros).slice(0, 4);
const useCasesOf = (tool: ToolSummary): string[] => tool.tags.flatMap((tag) => knowledgeFor(tag).useCases).slice(0, 4);

/** Offline reviews say what they are based on: the tool's published description and categories, not hands-on tests. */
const singleReview: BlogTemplate = {
  id: 'review-single',
  category: 'Review',
  minimumTools: 1,
  title: (context) => `${context.lead.name} Review: Strengths, Limits and Who It Suits`,
  excerpt: (context) =>
    `An honest look at ${context.lead.name}: what it is built for, where it shines, where it falls short and whether it belongs in your stack of ${context.subject}.`,
  sections: (context) => {
    const tool = context.lead;
    const alternatives = context.tools.slice(1, 3);
    return [
      {
        blocks: [
          `${tool.name} describes itself like this: ${shortDescription(tool)} In this review we look at what that means in practice for ${joinList(activitiesOf(tool)) || context.activity}.${topicSentence(context)} The review is based on the tool's published description and its place in our directory, so treat it as a starting point for your own trial.`,
        ],
      },
      { heading: 'Strengths', blocks: [bulletList(strengthsOf(tool).map((strength) => `**${strength}.**`))] },
      { heading: 'Best use cases', blocks: [bulletList(useCasesOf(tool))] },
      {
        heading: 'Limits to keep in mind',
        blocks: [
          bulletList([
            'Output still needs a human review before it reaches customers.',
            'Results depend heavily on the quality of your instructions and inputs.',
            'Pricing and plan limits change; confirm them on the vendor site before you commit.',
          ]),
        ],
      },
      {
        heading: 'Alternatives',
        optional: true,
        blocks:
          alternatives.length > 0
            ? [`If ${tool.name} is not the right fit, compare it with ${joinList(alternatives.map((other) => `**${other.name}**`))}, which cover similar ground in our directory.`]
            : [`Our directory lists further ${context.subject} if ${tool.name} is not the right fit.`],
      },
      {
        heading: 'Verdict',
        blocks: [
          `${tool.name} is worth a trial if ${joinList(useCasesOf(tool).slice(0, 2).map(lowerFirst))} are part of your week. Run it on real work for a fortnight and keep it if the time saved is clear.`,
        ],
      },
    ];
  },
};

const headToHead: BlogTemplate = {
  id: 'review-head-to-head',
  category: 'Review',
  minimumTools: 2,
  title: (context) => `${context.tools[0]?.name} vs ${context.tools[1]?.name}: Which One Fits Your Work?`,
  excerpt: (context) =>
    `${context.tools[0]?.name} and ${context.tools[1]?.name} both appear among the ${context.subject} in our directory. Here is how they differ and how to choose.`,
  sections: (context) => {
    const [first, second] = context.tools as [ToolSummary, ToolSummary];
    const shared = first.tags.filter((tag) => second.tags.includes(tag));
    return [
      {
        blocks: [
          `Choosing between ${first.name} and ${second.name} comes up often among readers interested in ${context.activity}.${topicSentence(context)} This comparison is based on what each tool is built for and how it is categorised in our directory; your own trial is the final test.`,
        ],
      },
      {
        heading: 'At a glance',
        blocks: [
          bulletList([
            `**${first.name}**: ${shortDescription(first, 25)}`,
            `**${second.name}**: ${shortDescription(second, 25)}`,
            shared.length > 0 ? `**Common ground**: both are listed under ${joinList(shared)}.` : '**Common ground**: they approach the work from different categories, so they can complement each other.',
          ]),
        ],
      },
      { heading: `Where ${first.name} stands out`, blocks: [bulletList(strengthsOf(first))] },
      { heading: `Where ${second.name} stands out`, blocks: [bulletList(strengthsOf(second))] },
      {
        heading: 'How to choose',
        blocks: [
          `Pick ${first.name} if your week is mostly ${lowerFirst(useCasesOf(first)[0] ?? 'its core tasks')}. Pick ${second.name} if you spend more time on ${lowerFirst(useCasesOf(second)[0] ?? 'its core tasks')}. If both matter, test each on the same real task and compare the time spent and the edits needed.`,
        ],
      },
      {
        heading: 'Verdict',
        blocks: [`There is no universal winner. The better tool is the one that fits the work you do most often; a one-week side-by-side trial will settle it.`],
      },
    ];
  },
};

export const reviewTemplates: BlogTemplate[] = [singleReview, headToHead];
