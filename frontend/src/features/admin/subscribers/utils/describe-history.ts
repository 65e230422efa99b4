import { CAMPAIGN_MAIL_ENTRY_TYPES, type CampaignMailEntryType } from '@contract/email.vocabulary';
import { campaignMailDetailsSchema } from '@contract/subscribers.contract';
import type { HistoryEntry } from '../api/get-subscriber-history';
import { interestLabel } from '@contract/subscribers.vocabulary';

export type HistoryFact = { label: string; value: string };
export type HistoryItem = { key: string; title: string; actor: string; occurredAt: string; facts: HistoryFact[] };

/** Identifiers that say nothing to a reader of the drawer. */
const HIDDEN_FIELDS = new Set(['subscriberId', 'requestId', 'reference']);

/** 'SubscriberPreferencesChanged' -> 'Preferences changed'; 'leadMagnet' -> 'lead magnet'. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const titleOf = (type: string) => {
  const phrase = words(type.replace(/^Subscriber(?=[A-Z])/, ''));
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
};

const show = (value: unknown): string => {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(show).join(', ');
  if (typeof value === 'string') return value.replaceAll('_', ' ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

type Preferences = { frequency?: unknown; interests: string[] };

/** What a preferences change changed, against the preferences the earlier events left. */
const preferenceChanges = (before: Preferences | null, details: Record<string, unknown>): HistoryFact[] => {
  const interests = stringList(details.interests).map(interestLabel);
  if (!before) return [{ label: 'frequency', value: show(details.frequency) }, { label: 'interests', value: show(interests) }];
  const facts: HistoryFact[] = [];
  if (before.frequency !== details.frequency) facts.push({ label: 'frequency', value: `${show(before.frequency)} → ${show(details.frequency)}` });
  const added = interests.filter((interest) => !before.interests.includes(interest));
  const removed = before.interests.filter((interest) => !interests.includes(interest));
  if (added.length > 0) facts.push({ label: 'interests added', value: show(added) });
  if (removed.length > 0) facts.push({ label: 'interests removed', value: show(removed) });
  // The description itself is personal and never in the trail; the server says only whether it changed.
  if (details.customInterestsChanged === true) facts.push({ label: 'interests description', value: 'changed' });
  if (facts.length === 0) facts.push({ label: 'preferences', value: 'saved unchanged' });
  return facts;
};

const plainFacts = (details: Record<string, unknown>): HistoryFact[] =>
  Object.entries(details)
    .filter(([field, value]) => !HIDDEN_FIELDS.has(field) && value !== null && value !== undefined && value !== '')
    // Interests by their display names (the shared vocabulary's), whichever spelling the event kept.
    .map(([field, value]) => ({ label: words(field), value: show(field === 'interests' ? stringList(value).map(interestLabel) : value) }));

const CAMPAIGN_OUTCOMES: Record<CampaignMailEntryType, string> = {
  CampaignMailSent: 'sent',
  CampaignMailFailed: 'failed',
  CampaignMailInDoubt: 'in doubt',
  CampaignMailSkipped: 'skipped',
};
const isCampaignMail = (type: string): type is CampaignMailEntryType => (CAMPAIGN_MAIL_ENTRY_TYPES as readonly string[]).includes(type);

/** A campaign's outcome for this subscriber: 'Newsletter sent: <subject>', with the newsletter's date and a skip's reason. */
const campaignMail = (type: CampaignMailEntryType, details: Record<string, unknown>): Pick<HistoryItem, 'title' | 'facts'> | null => {
  const parsed = campaignMailDetailsSchema.safeParse(details);
  if (!parsed.success) return null;
  const { kind, subject, frequency, newsletterDate, reason } = parsed.data;
  const facts: HistoryFact[] = [];
  if (newsletterDate) facts.push({ label: 'newsletter', value: `${show(frequency)} of ${newsletterDate}` });
  if (reason) facts.push({ label: 'reason', value: show(reason) });
  return { title: `${kind === 'newsletter' ? 'Newsletter' : 'Campaign mail'} ${CAMPAIGN_OUTCOMES[type]}: ${subject}`, facts };
};

/**
 * A subscriber's audit trail as the drawer shows it, newest first: what happened, who did it, when,
 * and the facts of each event. A preferences change shows what changed rather than the new set; a
 * campaign's outcome names the campaign's subject.
 */
export const describeHistory = (entries: readonly HistoryEntry[]): HistoryItem[] => {
  let preferences: Preferences | null = null;
  const items = entries.map((entry): HistoryItem => {
    const isChange = entry.type === 'SubscriberPreferencesChanged';
    const facts = isChange ? preferenceChanges(preferences, entry.details) : plainFacts(entry.details);
    if (isChange || entry.type === 'SubscriberSubscribed' || entry.type === 'SubscriberResubscribed') {
      preferences = { frequency: entry.details.frequency, interests: stringList(entry.details.interests).map(interestLabel) };
    }
    const mail = isCampaignMail(entry.type) ? campaignMail(entry.type, entry.details) : null;
    return { key: `${entry.position}`, title: titleOf(entry.type), actor: entry.actor, occurredAt: entry.occurredAt, facts, ...mail };
  });
  return items.reverse();
};
