import type { MailMessage } from '../../core/mail/mailer.port.js';

type Links = { preferencesUrl: string; unsubscribeUrl: string; siteUrl: string };

const footer = (links: Links) =>
  [
    '',
    '--',
    `Change what you receive: ${links.preferencesUrl}`,
    `Unsubscribe: ${links.unsubscribeUrl}`,
    'AI Navigator · You get this email because this address was subscribed on our site.',
  ].join('\n');

/** The lead-magnet email: the Ultimate AI Tools Guide 2025. */
export const guideEmail = (to: string, links: Links): MailMessage => ({
  to,
  category: 'lead-magnet-guide',
  subject: 'Your Ultimate AI Tools Guide 2025',
  text: [
    'Hello,',
    '',
    'Thanks for joining AI Navigator. Here is your Ultimate AI Tools Guide 2025:',
    `${links.siteUrl}/ai-tools-guide`,
    '',
    'Inside you will find:',
    '- Curated AI tools by category, with what each is best at',
    '- Implementation guides and realistic set-up times',
    '- Learning-curve ratings so you can start with quick wins',
    '- Cost-benefit notes for small teams',
    '- Use cases from content, code, support, research and finance',
    '- A checklist to roll out your first one or two tools',
    '',
    'Start with one tool that solves a problem you have this week, and measure the time it saves.',
    footer(links),
  ].join('\n'),
});

/** Sent when an unsubscribe is asked without a link: confirms it came from the address owner. */
export const unsubscribeConfirmationEmail = (to: string, links: Links): MailMessage => ({
  to,
  category: 'unsubscribe-link',
  subject: 'Confirm you want to unsubscribe from AI Navigator',
  text: [
    'Hello,',
    '',
    'Someone (hopefully you) asked to unsubscribe this address from the AI Navigator newsletter.',
    `To confirm, open this link: ${links.unsubscribeUrl}`,
    '',
    'If you did not ask for this, ignore this email and nothing changes.',
    footer(links),
  ].join('\n'),
});

/** Sent when someone asks for a link to manage their preferences. */
export const preferencesLinkEmail = (to: string, links: Links): MailMessage => ({
  to,
  category: 'preferences-link',
  subject: 'Your link to manage your AI Navigator preferences',
  text: [
    'Hello,',
    '',
    `Here is your personal link to change how often we write and what about: ${links.preferencesUrl}`,
    '',
    'Keep it to yourself: anyone with this link can change your newsletter settings.',
    footer(links),
  ].join('\n'),
});
