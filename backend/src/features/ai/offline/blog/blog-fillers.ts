import type { BlogContext, BlogSection } from './blog-template.types.js';
import { bulletList, numberedList } from './blog-text.js';

/** Generic but useful sections, added before the closing section when a post is shorter than its word budget. */
export const fillerSections = (context: BlogContext): BlogSection[] => [
  {
    heading: 'Questions to ask before you pay',
    blocks: [
      bulletList([
        'Does the free plan let me test it on a real task?',
        'Can I export my work if I leave?',
        'Who on the team will own it, and who reviews the output?',
        'What happens to the data I put in?',
        'How will I know in a month whether it was worth it?',
      ]),
    ],
  },
  {
    heading: 'How to measure whether it works',
    blocks: [
      `Pick one task and time it before you start using ${context.subject}. After two weeks, time it again and count how many edits the output needed. If the time saved is small or the edits are many, adjust your instructions once; if nothing improves, move on without regret.`,
    ],
  },
  {
    heading: 'Common mistakes to avoid',
    blocks: [
      bulletList([
        'Expecting perfect results from a one-line request.',
        'Skipping the human review because the output looks confident.',
        'Adding a new tool before the last one is part of a routine.',
        'Forgetting to cancel trials that did not earn their place.',
      ]),
    ],
  },
  {
    heading: 'A simple first-week plan',
    blocks: [
      numberedList([
        'Day one: choose the task and save a version you made by hand.',
        'Day two: run the same task with the tool and compare.',
        'Days three and four: refine your instructions and save them as a template.',
        'Day five: decide whether to keep going, and share what you learned with your team.',
      ]),
    ],
  },
  {
    heading: 'Keeping your data safe',
    blocks: [
      `Before you paste anything into a new tool, read how it stores and uses your inputs. Keep client names, contracts and personal details out of prompts unless the plan you pay for promises not to train on them. When in doubt, anonymise the example first; the results are usually just as good.`,
    ],
  },
  {
    heading: 'Bringing your team along',
    blocks: [
      `Tools spread when people see them save time on real work. Share one concrete before-and-after example, a saved template and a short note on what still needs a human check. Invite questions, and let the most sceptical person on the team run the next trial: their feedback is the most useful.`,
    ],
  },
  {
    heading: 'When not to use AI',
    blocks: [
      bulletList([
        'When the task depends on a relationship, such as a difficult client conversation.',
        'When a mistake would be costly and you cannot check the output.',
        'When writing the brief takes longer than doing the work yourself.',
      ]),
    ],
  },
];
