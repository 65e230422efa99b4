import type { MailMessage } from '../../core/mail/mailer.port.js';
import { GUIDE_DOWNLOAD } from '../../contract/catalogue.vocabulary.js';

type Links = { preferencesUrl: string; unsubscribeUrl: string; siteUrl: string };

const footer = (links: Links) =>
  [
    '',
    '--',
    `Change what you receive: ${links.preferencesUrl}`,
    `Unsubscribe: ${links.unsubscribeUrl}`,
    'AI Navigator · You get this email because this address was subscribed on our site.',
  ].join('\n');

/** The lead-magnet email: the Ultimate AI Tools Guide 2025 as a PDF, behind a signed download link. */
export const guideEmail = (to: string, links: Links, downloadUrl: string): MailMessage => ({
  to,
  category: 'lead-magnet-guide',
  subject: `Your ${GUIDE_DOWNLOAD.title}`,
  text: [
    'Hello,',
    '',
    `Here is your ${GUIDE_DOWNLOAD.title} (PDF):`,
    downloadUrl,
    '',
    'Inside you will find:',
    ...GUIDE_DOWNLOAD.contents.map((item) => `- ${item}`),
    '',
    `The download link works for 90 days. The guide is also online: ${links.siteUrl}/ai-tools-guide`,
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
