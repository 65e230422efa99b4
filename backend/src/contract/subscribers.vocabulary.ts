/**
 * The closed lists of the newsletter (public-site.md and operator-area.md, section 3 of both).
 * Plain data without zod, so the public entry bundle can import it at no cost.
 */

export const FREQUENCIES = ['daily', 'weekly', 'major_updates'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** 'major-updates' and 'major' (one public page and the CSV import) are accepted and stored as major_updates. */
export const FREQUENCY_ALIASES = { 'major-updates': 'major_updates', major: 'major_updates' } as const satisfies Record<string, Frequency>;
/** Every spelling a client may send. */
export type AcceptedFrequency = Frequency | keyof typeof FREQUENCY_ALIASES;

export const FREQUENCY_LABELS: Record<AcceptedFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  major_updates: 'Major updates only',
  'major-updates': 'Major updates only',
  major: 'Major updates only',
};

/** The ten interests of the public pages: the subscribe page sends the ids, the preferences page stores the names. */
export const PUBLIC_INTERESTS = [
  { id: 'ai-writing', name: 'AI Writing Tools' },
  { id: 'ai-image', name: 'AI Image Generation' },
  { id: 'ai-video', name: 'AI Video Creation' },
  { id: 'ai-code', name: 'AI Code Assistants' },
  { id: 'ai-business', name: 'AI Business Tools' },
  { id: 'ai-analytics', name: 'AI Analytics' },
  { id: 'ai-marketing', name: 'AI Marketing' },
  { id: 'ai-design', name: 'AI Design Tools' },
  { id: 'ai-research', name: 'AI Research Tools' },
  { id: 'ai-productivity', name: 'AI Productivity' },
] as const;
export type PublicInterestId = (typeof PUBLIC_INTERESTS)[number]['id'];
export type PublicInterestName = (typeof PUBLIC_INTERESTS)[number]['name'];
export const PUBLIC_INTEREST_IDS = PUBLIC_INTERESTS.map((interest) => interest.id) as [PublicInterestId, ...PublicInterestId[]];
export const PUBLIC_INTEREST_NAMES = PUBLIC_INTERESTS.map((interest) => interest.name) as [PublicInterestName, ...PublicInterestName[]];

/** The home signup sends business; the admin tools use finance, business, personal and content. */
export const ADMIN_INTERESTS = ['business', 'finance', 'personal', 'content'] as const;
export type AdminInterest = (typeof ADMIN_INTERESTS)[number];

const ADMIN_INTEREST_LABELS: Record<AdminInterest, string> = { business: 'Business', finance: 'Finance', personal: 'Personal', content: 'Content' };
const NAME_BY_PUBLIC_ID: ReadonlyMap<string, PublicInterestName> = new Map(PUBLIC_INTERESTS.map((interest) => [interest.id, interest.name]));

/** The same interest as the preferences page stores it: a public id becomes its display name, anything else stays. */
export const preferencesInterest = (interest: string): string => NAME_BY_PUBLIC_ID.get(interest) ?? interest;

/** How an interest is shown to people, whatever spelling was stored ('ai-code' and 'AI Code Assistants' alike, 'business' as Business). */
export const interestLabel = (interest: string): string =>
  NAME_BY_PUBLIC_ID.get(interest) ?? (ADMIN_INTEREST_LABELS as Record<string, string>)[interest] ?? interest;

/**
 * Every interest a subscriber may hold, in canonical spelling. A closed list on purpose: interests
 * are kept in clear, so no free text may hide there (free text belongs in customInterests, sealed).
 */
export const INTERESTS: readonly string[] = [...PUBLIC_INTEREST_IDS, ...PUBLIC_INTEREST_NAMES, ...ADMIN_INTERESTS];

/** Lead magnets a signup may ask for; each has its own email. */
export const LEAD_MAGNETS = ['ultimate_ai_tools_guide'] as const;
export type LeadMagnet = (typeof LEAD_MAGNETS)[number];

/** Where a signup came from: the labels the site and the admin send (others are accepted, see the source field). */
export const SOURCES = ['website', 'dedicated_page', 'homepage_inline', 'lead_magnet', 'facebook-ads', 'google-ads', 'manual-import'] as const;
export type KnownSource = (typeof SOURCES)[number];

/** `pending`: signed up with double opt-in (DOUBLE_OPT_IN=true) and not confirmed yet; gets no newsletter. */
export const SUBSCRIBER_STATUSES = ['active', 'pending', 'unsubscribed', 'erased'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How the admin's list, drawer and filter name each status (operator-area.md: subscribers are "shown as Active"). */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { active: 'Active', pending: 'Pending', unsubscribed: 'Unsubscribed', erased: 'Erased' };

/**
 * Which statuses hold a subscription, and so what may be done to one: the server's decider and the
 * admin's subscriber drawer both follow these rules.
 *
 * Subscribed, confirmed or not: the person may manage the subscription and ask for links.
 */
export const SUBSCRIBED_STATUSES = ['active', 'pending'] as const satisfies readonly SubscriberStatus[];
export const isSubscribed = (status: SubscriberStatus): boolean => (SUBSCRIBED_STATUSES as readonly SubscriberStatus[]).includes(status);
/** Only a subscription can be ended; a pending one too, since leaving needs no confirmation. An unsubscribed one stays as it is. */
export const canUnsubscribe = isSubscribed;
/** Erasure destroys the person's personal data; anyone not erased yet still has some. */
export const canErase = (status: SubscriberStatus): boolean => status !== 'erased';

/** Bounds of the subscriber fields, shared by the forms and the server. */
export const SUBSCRIBER_LIMITS = {
  interests: 30,
  interestLength: 100,
  customInterests: 2000,
  source: 64,
  utm: 200,
  importRows: 20000,
  /** The admin list's pages: at most this many rows, and this many when the client does not say. */
  pageSize: 500,
  defaultPageSize: 50,
} as const;

/**
 * Rows per call of a CSV import, as the dashboard sends them (and the bench, to measure what the
 * admin meets): 100 calls for 100,000 rows, each a step of the progress bar and the most a retry resends.
 */
/** A signup's source is a plain label (stored in clear, kept after erasure): these characters only. */
export const SOURCE_LABEL = { pattern: /^[A-Za-z0-9_.-]*$/, rule: 'may contain letters, digits, dot, dash and underscore only' } as const;

export const IMPORT_CHUNK_ROWS = Math.min(1000, SUBSCRIBER_LIMITS.importRows);

const canonicalSpelling = new Map(INTERESTS.map((interest) => [interest.toLowerCase(), interest]));

/** The interest as stored, matched case-insensitively, or null for a value outside the vocabulary. */
export const canonicalInterest = (value: string): string | null => canonicalSpelling.get(value.trim().toLowerCase()) ?? null;

/** The 409 message of a signup for an active subscriber; the signup forms recognise it (public-site.md section 8). */
export const ALREADY_SUBSCRIBED_MESSAGE = 'Email already subscribed';

/** The `reason` of that 409 when a secure preferences link was mailed to the address (within the mail limits). */
export const PREFERENCES_LINK_SENT_REASON = 'preferences_link_sent';
/**
 * The `reason` of that 409 when no link was mailed: the hourly mail limits of the address or of the
 * client were spent. A link mailed earlier still works, and a new one may be asked for again within
 * MAIL_LIMIT_WINDOW_MS.
 */
export const PREFERENCES_LINK_LIMITED_REASON = 'preferences_link_limited';
/**
 * The window of the mail limits (docs/api.md, "Mail limits"): a mail refused over a limit can be
 * asked for again at the latest this long after, so the preferences screen can say when.
 */
export const MAIL_LIMIT_WINDOW_MS = 60 * 60 * 1000;
/** The `reason` of the 410 for a genuine link of a subscription that was ended. */
export const UNSUBSCRIBED_REASON = 'unsubscribed';
