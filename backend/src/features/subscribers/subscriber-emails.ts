import { type EmailContent, renderEmail } from '../../core/mail/email-layout.js';
import type { MailMessage } from '../../core/mail/mailer.port.js';
import type { SubscriberMailLinks } from './subscriber-mail.js';

type Links = Pick<SubscriberMailLinks, 'preferencesUrl' | 'unsubscribeUrl' | 'oneClickUnsubscribeUrl' | 'confirmUrl' | 'siteUrl'>;

const REASON = 'You get this email because this address was subscribed on our site.';

const footerLinks = (links: Links) => [
  { label: 'Change what you receive', url: links.preferencesUrl },
  { label: 'Unsubscribe', url: links.unsubscribeUrl },
];

/** Every mail to a subscriber: the one layout, their own links, and the one-click unsubscribe headers (RFC 8058). */
const subscriberMail = (to: string, category: string, links: Links, content: Omit<EmailContent, 'reason' | 'footerLinks'>): MailMessage => ({
  to,
  category,
  subject: content.subject,
  ...renderEmail({ ...content, reason: REASON, footerLinks: footerLinks(links) }),
  headers: { 'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

const GUIDE_CONTENTS = [
  '- Curated AI tools by category, with what each is best at',
  '- Implementation guides and realistic set-up times',
  '- Learning-curve ratings so you can start with quick wins',
  '- Cost-benefit notes for small teams',
  '- Use cases from content, code, support, research and finance',
  '- A checklist to roll out your first one or two tools',
].join('\n');

const confirmParagraph = 'One more step: confirm that this address is yours, and the newsletter starts. Until then we send you nothing else.';

/**
 * Sent on every new subscription: what comes next, and the links to manage or leave. With double
 * opt-in it carries the confirmation button, and nothing else is sent until it is used.
 */
export const welcomeEmail = (to: string, links: Links, { confirm }: { confirm: boolean }): MailMessage =>
  subscriberMail(to, 'welcome', links, {
    subject: confirm ? 'Confirm your subscription to AI Navigator' : 'Welcome to the AI Navigator newsletter',
    preheader: confirm ? 'One click and your newsletter starts' : 'Here is what to expect from us',
    heading: 'Welcome to AI Navigator',
    body: [
      'Thanks for subscribing. We write about AI tools that save real time: new tools worth a look, practical tips, and honest comparisons.',
      confirm ? confirmParagraph : 'Your first newsletter arrives with the next issue of the frequency you chose.',
      'You can change how often we write, and about what, at any time with the link below.',
    ].join('\n\n'),
    ...(confirm ? { action: { label: 'Confirm my subscription', url: links.confirmUrl } } : {}),
  });

/** The lead-magnet email: the Ultimate AI Tools Guide 2025. It is also the welcome of a lead-magnet signup. */
export const guideEmail = (to: string, links: Links, { confirm }: { confirm: boolean } = { confirm: false }): MailMessage =>
  subscriberMail(to, 'lead-magnet-guide', links, {
    subject: 'Your Ultimate AI Tools Guide 2025',
    preheader: 'Curated AI tools by category, with set-up times and use cases',
    heading: 'Your Ultimate AI Tools Guide 2025',
    body: [
      'Hello,',
      'Thanks for joining AI Navigator. Inside the guide you will find:',
      GUIDE_CONTENTS,
      'Start with one tool that solves a problem you have this week, and measure the time it saves.',
      ...(confirm ? [confirmParagraph, `The guide is yours either way, at ${links.siteUrl}/ai-tools-guide`] : []),
    ].join('\n\n'),
    action: confirm ? { label: 'Confirm my subscription', url: links.confirmUrl } : { label: 'Open the guide', url: `${links.siteUrl}/ai-tools-guide` },
  });

/** Sent when an unsubscribe is asked without a link: confirms it came from the address owner. */
export const unsubscribeConfirmationEmail = (to: string, links: Links): MailMessage =>
  subscriberMail(to, 'unsubscribe-link', links, {
    subject: 'Confirm you want to unsubscribe from AI Navigator',
    body: [
      'Hello,',
      'Someone (hopefully you) asked to unsubscribe this address from the AI Navigator newsletter.',
      'If you did not ask for this, ignore this email and nothing changes.',
    ].join('\n\n'),
    action: { label: 'Confirm I want to unsubscribe', url: links.unsubscribeUrl },
  });

/** Sent when someone asks for a link to manage their preferences. */
export const preferencesLinkEmail = (to: string, links: Links): MailMessage =>
  subscriberMail(to, 'preferences-link', links, {
    subject: 'Your link to manage your AI Navigator preferences',
    body: [
      'Hello,',
      'Here is your personal link to change how often we write and what about.',
      'Keep it to yourself: anyone with this link can change your newsletter settings.',
    ].join('\n\n'),
    action: { label: 'Manage my preferences', url: links.preferencesUrl },
  });
