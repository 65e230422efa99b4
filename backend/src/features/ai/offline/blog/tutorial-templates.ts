import type { BlogTemplate } from './blog-template.types.js';
import { activitiesOf, firstUseCase, joinList, numberedList, shortDescription, toolParagraph, topicSentence } from './blog-text.js';

const gettingStarted: BlogTemplate = {
  id: 'tutorial-getting-started',
  category: 'Tutorial',
  minimumTools: 1,
  title: (context) => (context.topic ? `${context.headline}: Getting Started with ${context.lead.name}` : `How to Get Started with ${context.lead.name} for ${context.headline}`),
  excerpt: (context) =>
    `A step-by-step tutorial for setting up ${context.lead.name}, running a first real task and building it into your weekly routine.`,
  sections: (context) => [
    {
      blocks: [
        `${context.lead.name} is one of the ${context.subject} in our directory. In its own words: ${shortDescription(context.lead)}${topicSentence(context)} This tutorial takes you from sign-up to a repeatable routine in one afternoon.`,
      ],
    },
    {
      heading: 'Before you begin',
      blocks: [
        `Pick a real piece of work you would normally do by hand, such as ${firstUseCase(context.lead)}. Keep a copy of a version you made yourself; you will use it to judge the results. Set aside about an hour without interruptions.`,
      ],
    },
    {
      heading: 'Step by step',
      blocks: [
        numberedList([
          `**Create an account** and start with the free tier or trial if ${context.lead.name} offers one.`,
          '**Describe your context**: your audience, your tone and what a good result looks like. Most tools do far better with a short brief than with a one-line request.',
          '**Run your real task** and save the first result without editing it.',
          '**Compare** it with the version you made yourself. Note what is better, what is worse and what is missing.',
          '**Refine your instructions** once or twice. Small changes to the brief usually matter more than any setting.',
          '**Save what worked** as a template or a saved prompt so the next run takes minutes.',
        ]),
      ],
    },
    {
      heading: 'Where other tools fit',
      optional: context.tools.length < 2,
      blocks:
        context.tools.length > 1
          ? [`${context.lead.name} rarely works alone. These tools from our directory pair well with it:`, ...context.tools.slice(1, 3).map(toolParagraph)]
          : [`Once ${context.lead.name} is part of your routine, look for a second tool that covers the step right before or after it in your workflow.`],
    },
    {
      heading: 'Wrapping up',
      blocks: [
        `After a week of use you should know whether ${context.lead.name} saves you time on ${joinList(activitiesOf(context.lead)) || context.activity}. Keep the templates you built, share them with your team, and revisit your instructions every month as the tool improves.`,
      ],
    },
  ],
};

const workflowTutorial: BlogTemplate = {
  id: 'tutorial-workflow',
  category: 'Tutorial',
  minimumTools: 1,
  title: (context) => (context.topic ? `${context.headline}: A Step-by-Step Workflow` : `A Step-by-Step Workflow for ${context.headline}`),
  excerpt: (context) =>
    `Build a simple, repeatable workflow for ${context.activity} with ${context.lead.name} and other tools from our directory, one step at a time.`,
  sections: (context) => {
    const steps = [
      'Collect your inputs: notes, data or a short brief.',
      `Produce a first version with ${context.lead.name}.`,
      ...context.tools.slice(1, 3).map((tool) => `Improve or extend it with ${tool.name}.`),
      'Review the result yourself, fix facts and adjust the tone.',
      'Publish or share, then note what you would change next time.',
    ];
    return [
      {
        blocks: [
          `Most people use ${context.subject} one task at a time. The bigger win comes from a workflow: a fixed sequence of steps you repeat every week, with each tool doing the part it is best at.${topicSentence(context)} Here is one you can set up today.`,
        ],
      },
      { heading: 'The workflow at a glance', blocks: [numberedList(steps)] },
      { heading: 'The tools in this workflow', blocks: context.tools.slice(0, 3).map(toolParagraph) },
      {
        heading: 'Tips for making it stick',
        blocks: [
          `Write each step down in a shared document so anyone on the team can run it. Time the whole workflow the first three times: the numbers show where to improve. Keep a human review step at the end; the tools are fast, but you are responsible for what gets published.`,
        ],
      },
      {
        heading: 'Next steps',
        blocks: [`Run the workflow on your next real task and adjust it once. A workflow you have tuned twice is worth more than a dozen tools you have only tried.`],
      },
    ];
  },
};

export const tutorialTemplates: BlogTemplate[] = [gettingStarted, workflowTutorial];
