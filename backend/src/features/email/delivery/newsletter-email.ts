import { type EmailLink, escapeHtml, type RenderedEmail, renderEmail } from '../../../core/mail/email-layout.js';
import type { BatchRecipient, MailBatch } from '../../../core/mail/mailer.port.js';
import type { SubscriberMailLinks } from '../../subscribers/subscriber-mail.js';

export const NEWSLETTER_CATEGORY = 'newsletter';
const REASON = 'You get this email because this address subscribed to the AI Navigator newsletter.';

/** RFC 8058: the header that tells mail providers a POST to the List-Unsubscribe link unsubscribes at once. */
export const ONE_CLICK_HEADER = { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } as const;

type Link = Omit<EmailLink, 'label'>;
type NewsletterLinks = { manage: Link; unsubscribe: Link };

/** The first sentence of the content, shown by mail clients next to the subject. */
const preheaderOf = (content: string): string => {
  const line = content.split('\n').find((candidate) => /[A-Za-z]/.test(candidate) && !candidate.startsWith('#')) ?? '';
  return line.replace(/\*+/g, '').trim().slice(0, 140);
};

const newsletterContent = (subject: string, content: string, links: NewsletterLinks) => ({
  subject,
  preheader: preheaderOf(content),
  body: content,
  reason: REASON,
  footerLinks: [
    { label: 'Manage your preferences', ...links.manage },
    { label: 'Unsubscribe', ...links.unsubscribe },
  ],
});

/** A newsletter as one subscriber receives it: their own signed links. Used for previews and test sends. */
export const newsletterFor = (subject: string, content: string, links: Pick<SubscriberMailLinks, 'preferencesUrl' | 'unsubscribeUrl'>): RenderedEmail =>
  renderEmail(newsletterContent(subject, content, { manage: { url: links.preferencesUrl }, unsubscribe: { url: links.unsubscribeUrl } }));

/** Where a preview's links point: the real pages, without a token (nobody's links are shown). */
const SAMPLE_QUERY = `?email=${encodeURIComponent('subscriber@example.com')}`;

/** A newsletter as the admin previews it before anyone receives it: the footer's links go to the real pages, for a sample address. */
export const newsletterSample = (subject: string, content: string, siteUrl: string): RenderedEmail =>
  newsletterFor(subject, content, { preferencesUrl: `${siteUrl}/subscribe/preferences${SAMPLE_QUERY}`, unsubscribeUrl: `${siteUrl}/unsubscribe${SAMPLE_QUERY}` });

/** Placeholders the transport fills per recipient; the HTML ones receive the HTML-escaped link. */
const PLACEHOLDER = {
  manage: '{{manage_url}}',
  manageHtml: '{{manage_url_html}}',
  unsubscribe: '{{unsubscribe_url}}',
  unsubscribeHtml: '{{unsubscribe_url_html}}',
} as const;

export type CampaignMessage = { campaignId: string; subject: string; content: string; startedAt: string };

/** The shared part of every message of a campaign: rendered once, with placeholders for each recipient's links. */
export const campaignTemplate = (campaign: CampaignMessage): Omit<MailBatch, 'batchKey' | 'recipients'> => {
  const rendered = renderEmail(
    newsletterContent(campaign.subject, campaign.content, {
      manage: { url: PLACEHOLDER.manage, htmlUrl: PLACEHOLDER.manageHtml },
      unsubscribe: { url: PLACEHOLDER.unsubscribe, htmlUrl: PLACEHOLDER.unsubscribeHtml },
    }),
  );
  return {
    subject: campaign.subject,
    text: rendered.text,
    html: rendered.html,
    category: NEWSLETTER_CATEGORY,
    headers: { 'X-Campaign-Id': campaign.campaignId, ...ONE_CLICK_HEADER },
    tags: { campaign_id: campaign.campaignId },
  };
};

/**
 * The key of one recipient's message of one campaign: what makes a repeat recognisable. It starts
 * with the campaign's start time so the outbox lists campaign messages among the others in time order.
 */
export const campaignMessageKey = (campaign: Pick<CampaignMessage, 'campaignId' | 'startedAt'>, subscriberId: string): string =>
  `${campaign.startedAt.replace(/[:.]/g, '-')}-campaign-${campaign.campaignId}-${subscriberId}`;

export const campaignRecipient = (campaign: CampaignMessage, subscriber: { id: string; email: string }, links: SubscriberMailLinks): BatchRecipient => ({
  to: subscriber.email,
  key: campaignMessageKey(campaign, subscriber.id),
  substitutions: {
    [PLACEHOLDER.manage]: links.preferencesUrl,
    [PLACEHOLDER.manageHtml]: escapeHtml(links.preferencesUrl),
    [PLACEHOLDER.unsubscribe]: links.unsubscribeUrl,
    [PLACEHOLDER.unsubscribeHtml]: escapeHtml(links.unsubscribeUrl),
  },
  headers: { 'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl}>` },
  tags: { subscriber_id: subscriber.id },
});
