/**
 * The compose dialog's four templates (operator-area.md sections 2 and 9), each wrapped in the same
 * greeting and sign-off. The words in brackets are for the admin to fill in before sending.
 */
export const COMPOSE_TEMPLATE_NAMES = ['AI Tool Recommendation', 'Technical Support', 'Partnership', 'Follow-up'] as const;
export type ComposeTemplateName = (typeof COMPOSE_TEMPLATE_NAMES)[number];

type TemplateText = { subject: string; body: string };

const TEMPLATES: Record<ComposeTemplateName, TemplateText> = {
  'AI Tool Recommendation': {
    subject: 'AI tools we recommend for you',
    body: [
      'Thank you for telling us what you are working on. From our directory, these tools fit what you described:',
      '- [Tool]: [what it does best for you]',
      '- [Tool]: [what it does best for you]',
      '- [Tool]: [what it does best for you]',
      'Each one has a free plan or a trial, so you can compare them on your own work before you pay. Their reviews, prices and alternatives are on their pages in the AI Navigator directory.',
    ].join('\n'),
  },
  'Technical Support': {
    subject: 'About the problem you reported',
    body: [
      'Thank you for letting us know, and sorry for the trouble. Here is what we found: [what happened and why].',
      'To put it right:',
      '- [first step]',
      '- [second step]',
      'If it still does not work after that, reply to this email with what you see (a screenshot helps) and we will look at it again.',
    ].join('\n'),
  },
  Partnership: {
    subject: 'Working together with AI Navigator',
    body: [
      'Thank you for thinking of AI Navigator. Our readers come to the directory, the blog and the newsletter to choose AI tools for their work.',
      'We would be glad to hear more. Could you send us:',
      '- a short description of your product or proposal',
      '- the audience you would like to reach',
      '- the timing you have in mind',
      'We will come back to you with the options that fit.',
    ].join('\n'),
  },
  'Follow-up': {
    subject: 'Following up on your message',
    body: [
      'We are following up on your recent message to AI Navigator. Did our answer help, or is there anything more we can do for you?',
      'If you found the tool you were looking for, we would love to hear how it works out for you: just reply to this email.',
    ].join('\n'),
  },
};

/** "Hello Ada," for a recipient whose name is known (a compose started from their message), else "Hello,". */
export const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

export const SIGN_OFF = 'Best regards,\nThe AI Navigator team';

/** A template as the dialog fills it in: its subject, and its text between the greeting and the sign-off. */
export const fillTemplate = (name: ComposeTemplateName, recipientName: string | null) => ({
  subject: TEMPLATES[name].subject,
  content: [greeting(recipientName), TEMPLATES[name].body, SIGN_OFF].join('\n\n'),
});
