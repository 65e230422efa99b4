import type { RouteAnswer } from '@contract/define-route';
import type { Campaign, EmailDraftText, emailCampaignRoutes, NewsItem, PreviewedEmail } from '@contract/email-campaigns.contract';
import type { DraftHistory, EmailDraft, emailDraftRoutes } from '@contract/email-drafts.contract';

type RenderedEmail = RouteAnswer<typeof emailDraftRoutes.preview>;
type PersonalizedPreview = RouteAnswer<typeof emailCampaignRoutes.personalizedPreview>;

const CONTENT = [
  '# This week in AI tools',
  'Three tools worth a look for **finance** teams, and one that got *faster*.',
  '- Jasper: long-form drafts in minutes',
  '- Copy.ai: subject lines that get opened',
].join('\n');

/** Tomorrow's pending daily draft as GET /api/admin/email-drafts/pending lists it; override only what a test is about. */
export const buildDraft = (overrides: Partial<EmailDraft> = {}): EmailDraft => {
  const frequency = overrides.frequency ?? 'daily';
  const targetDate = overrides.targetDate ?? '2025-06-03';
  return {
    id: `${frequency}-${targetDate}`,
    frequency,
    targetDate,
    sendAt: `${targetDate}T08:00:00.000Z`,
    status: 'pending',
    subject: 'Your AI tools briefing',
    content: CONTENT,
    interests: ['finance', 'business', 'AI Writing Tools'],
    writer: 'offline',
    model: 'offline-template-v1',
    version: 1,
    createdAt: '2025-06-02T08:00:00.000Z',
    updatedAt: '2025-06-02T08:00:00.000Z',
    adminNotes: null,
    reviewedBy: null,
    reviewedAt: null,
    expiredReason: null,
    campaignId: null,
    estimatedRecipients: 1234,
    ...overrides,
  };
};

type HistoryEntry = DraftHistory['entries'][number];

/** One entry of a draft's history: the scheduler writing version 1 by default. */
export const buildDraftHistoryEntry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  position: 1,
  action: 'written',
  actor: 'scheduler',
  operator: null,
  occurredAt: '2025-06-02T08:00:00.000Z',
  version: 1,
  notes: null,
  revisionRequest: null,
  reason: null,
  campaignId: null,
  ...overrides,
});

/** A draft's history as the server answers it: version 1 written by the scheduler, nothing decided yet. */
export const buildDraftHistory = (draft: EmailDraft = buildDraft(), overrides: Partial<Omit<DraftHistory, 'draft'>> = {}): DraftHistory => ({
  draft,
  versions: [
    {
      version: 1,
      subject: draft.subject,
      content: draft.content,
      interests: draft.interests,
      writer: draft.writer,
      model: draft.model,
      writtenAt: draft.createdAt,
      revisionRequest: null,
    },
  ],
  entries: [buildDraftHistoryEntry({ occurredAt: draft.createdAt })],
  ...overrides,
});

/** An email as the server's layout renders it (a small stand-in document: the frame shows whatever HTML it gets). */
export const buildRenderedEmail = (subject = 'Your AI tools briefing'): RenderedEmail => ({
  subject,
  html: `<!DOCTYPE html><html lang="en"><body><table role="presentation" width="600"><tr><td><h1>${subject}</h1></td></tr></table></body></html>`,
  text: `${subject}\n\nThree tools worth a look.`,
});

/** A campaign as GET /api/admin/campaigns lists it: a finished manual one by default. */
export const buildCampaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 'manual-1',
  kind: 'manual',
  subject: 'Spring offers',
  draftId: null,
  frequency: null,
  status: 'completed',
  total: 3,
  batches: 1,
  sent: 3,
  failed: 0,
  skipped: 0,
  inFlight: 0,
  inDoubt: 0,
  failureReason: null,
  startedAt: '2025-06-01T09:00:00.000Z',
  finishedAt: '2025-06-01T09:00:02.000Z',
  updatedAt: '2025-06-01T09:00:02.000Z',
  ...overrides,
});

/** What the AI email writer previews: the text it wrote, and that rendered (the subject in the layout's heading). */
export const buildEmailText = (overrides: Partial<EmailDraftText> = {}): PreviewedEmail => {
  const text = { subject: 'AI tools for the stock market this week', content: `${CONTENT}\n\nEach tool has a free tier, so you can try it before you commit.`, ...overrides };
  return { ...buildRenderedEmail(text.subject), ...text, writer: 'offline', model: 'offline-template-v1' };
};

export const buildNewsItems = (): NewsItem[] => [
  { headline: 'Jasper adds brand voice memory', summary: 'Drafts now keep the tone of earlier posts.', category: 'Writing' },
  { headline: 'Midjourney opens its web editor', summary: 'Edits no longer need Discord.', category: 'Image' },
];

/** A subscriber's personalized email as POST /api/admin/personalized-email/preview answers it. */
export const buildPersonalizedPreview = (overrides: Partial<PersonalizedPreview> = {}): PersonalizedPreview => ({
  ...buildRenderedEmail('Your weekly AI tools for business'),
  subscriberId: '00000000-0000-4000-8000-000000000001',
  to: 'ada@example.com',
  content: CONTENT,
  ...overrides,
});
