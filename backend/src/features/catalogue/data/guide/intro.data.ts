import type { GuideIntro } from '../../../../contract/catalogue.contract.js';

/** The 'Understanding AI and Its Impact' block at the top of the AI tools guide. */
export const GUIDE_INTRO_DATA: GuideIntro = {
  whatIsAI:
    'Artificial intelligence is software that learns patterns from large amounts of data instead of following only hand-written rules. ' +
    'Modern AI tools can draft text, create images, summarise documents, write code and answer questions in plain language. ' +
    'They are powerful assistants, but they can make mistakes, so their output still needs a human check.',
  howItsChanging:
    'Businesses now use AI to handle first drafts, routine customer questions, data analysis and repetitive admin that used to take hours. ' +
    'Small teams can produce work that once needed a specialist or an agency, while larger organisations build AI into existing software such as email, office suites and support desks. ' +
    'The biggest gains usually come from redesigning a workflow around AI, not from simply adding a chatbot.',
  benefits: [
    'Creators: go from idea to first draft, thumbnail or edit in minutes instead of hours',
    'Marketers: test more campaign angles and tailor copy to each audience and channel',
    'Entrepreneurs: cover writing, design, support and bookkeeping tasks without hiring for each one',
    'Developers: automate boilerplate, tests and documentation so more time goes to real problems',
    'Teams and managers: spend less time on meeting notes, reports and status updates',
  ],
};
