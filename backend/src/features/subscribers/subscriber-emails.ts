import { type EmailContent, renderEmail } from '../../core/mail/email-layout.js';
import type { MailMessage } from '../../core/mail/mailer.port.js';
import type { SubscriberMailLinks } from './subscriber-mail.js';
import { GUIDE_DOWNLOAD } from '../../contract/catalogue.vocabulary.js';

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
      'Thanks for subscribing. We write about AI tools that save real time: new tools worth a look, and a practical tip for using one of them in every newsletter.',
      confirm ? confirmParagraph : 'Your first newsletter arrives with the next issue of the frequency you chose.',
      'You can change how often we write, and about what, at any time with the link below.',
    ].join('\n\n'),
    ...(confirm ? { action: { label: 'Confirm my subscription', url: links.confirmUrl } } : {}),
  });

/**
 * The lead-magnet email: the guide as a PDF behind a signed download link. It is also the welcome of a
 * lead-magnet signup; with double opt-in its button confirms and the download link is in the text.
 */
export const guideEmail = (to: string, links: Links, downloadUrl: string, { confirm }: { confirm: boolean } = { confirm: false }): MailMessage =>
  subscriberMail(to, 'lead-magnet-guide', links, {
    subject: `Your ${GUIDE_DOWNLOAD.title}`,
    preheader: 'Curated AI tools by category, with set-up times and use cases',
    heading: `Your ${GUIDE_DOWNLOAD.title}`,
    body: [
      'Hello,',
      `Here is your ${GUIDE_DOWNLOAD.title} (PDF)${confirm ? `: ${downloadUrl}` : '.'} Inside you will find:`,
      GUIDE_DOWNLOAD.contents.map((item) => `- ${item}`).join('\n'),
      `The download link works for 90 days. The guide is also online: ${links.siteUrl}/ai-tools-guide`,
      'Start with one tool that solves a problem you have this week, and measure the time it saves.',
      ...(confirm ? [confirmParagraph] : []),
    ].join('\n\n'),
    action: confirm ? { label: 'Confirm my subscription', url: links.confirmUrl } : { label: 'Download the guide (PDF)', url: downloadUrl },
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
