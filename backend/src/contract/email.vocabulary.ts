/** The closed lists, texts and bounds of the newsletter's drafts, campaigns and mails (operator-area.md sections 2, 4, 5, 8, 9). Plain data, no zod. */

/** Newsletters the scheduler drafts; major_updates subscribers are written to only through manual campaigns. */
export const DRAFT_FREQUENCIES = ['daily', 'weekly'] as const;
export type DraftFrequency = (typeof DRAFT_FREQUENCIES)[number];

/** Pending, then approved or rejected; a draft still pending at its send time expires; an approved one is sent once. */
export const DRAFT_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sent'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** What happened to a draft, as its history lists it. */
export const DRAFT_ACTIONS = ['written', 'revised', 'approved', 'rejected', 'expired', 'sent'] as const;
export type DraftAction = (typeof DRAFT_ACTIONS)[number];

/** A draft's id names its frequency and target date: one draft per frequency and date. */
export const DRAFT_ID_PATTERN = '^(daily|weekly)-\\d{4}-\\d{2}-\\d{2}$';

/** The daily newsletter goes out at 8 AM, the weekly one on Monday at 8 AM (in SCHEDULE_TIMEZONE); drafts are made 24 hours before. */
export const NEWSLETTER_SEND_TIME = '08:00';

export const CAMPAIGN_KINDS = ['newsletter', 'manual'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CAMPAIGN_STATUSES = ['listing', 'sending', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Why a chosen recipient was not written to. */
export const SKIP_REASONS = ['unsubscribed', 'unconfirmed', 'suppressed', 'erased', 'unknown'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * A campaign's outcome for one recipient, as the recipient's history lists it: the mail went out, the
 * transport refused its batch, the transport could not say (an operator settles it), or the recipient
 * was passed over (a reason from SKIP_REASONS).
 */
export const CAMPAIGN_MAIL_ENTRY_TYPES = ['CampaignMailSent', 'CampaignMailFailed', 'CampaignMailInDoubt', 'CampaignMailSkipped'] as const;
export type CampaignMailEntryType = (typeof CAMPAIGN_MAIL_ENTRY_TYPES)[number];

/** Why the mail provider says an address must not be written to again (SendGrid event types). */
export const SUPPRESSION_REASONS = ['bounce', 'dropped', 'spamreport'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** How an operator settles a batch in doubt: it went out, or it may be sent again. */
export const BATCH_RESOLUTIONS = ['delivered', 'resend'] as const;
export type BatchResolution = (typeof BATCH_RESOLUTIONS)[number];

/** The spec's error and success texts of the email panels (operator-area.md sections 5 and 8). */
export const EMAIL_TEXTS = {
  missingInformation: 'Missing Information',
  noRecipients: 'No Recipients',
  selectInterests: 'Select Interests',
  unknownRecipients: 'Unknown Recipients',
  emailSent: 'Email sent successfully',
} as const;

/** Bounds of the email inputs, shared by the forms and the server. */
export const EMAIL_LIMITS = {
  notes: 2000,
  revisionRequest: 2000,
  subject: 300,
  content: 50_000,
  customInterests: 2000,
  manualRecipients: 100_000,
  webhookEvents: 10_000,
} as const;
