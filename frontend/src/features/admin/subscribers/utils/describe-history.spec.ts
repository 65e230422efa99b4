import { describe, expect, it } from '@jest/globals';
import { buildCampaignMailEntry, buildHistoryEntry } from '../../../../testing/builders/subscriber';
import { describeHistory } from './describe-history';

describe('describeHistory', () => {
  it('lists newest first with a readable title, the actor and the time', () => {
    const items = describeHistory([
      buildHistoryEntry({ occurredAt: '2025-01-05T10:00:00.000Z' }),
      buildHistoryEntry({ type: 'SubscriberUnsubscribed', actor: 'admin', occurredAt: '2025-02-01T09:00:00.000Z', details: { subscriberId: 'x', via: 'admin' } }),
    ]);
    expect(items.map(({ title, actor, occurredAt }) => ({ title, actor, occurredAt }))).toEqual([
      { title: 'Unsubscribed', actor: 'admin', occurredAt: '2025-02-01T09:00:00.000Z' },
      { title: 'Subscribed', actor: 'visitor', occurredAt: '2025-01-05T10:00:00.000Z' },
    ]);
    expect(items[0]?.facts).toEqual([{ label: 'via', value: 'admin' }]);
  });

  it('shows the facts of a signup without identifiers or empty fields', () => {
    const [signup] = describeHistory([
      buildHistoryEntry({ details: { subscriberId: 'x', frequency: 'major_updates', interests: ['business', 'ai-writing'], source: 'facebook-ads', leadMagnet: null } }),
    ]);
    expect(signup?.facts).toEqual([
      { label: 'frequency', value: 'major updates' },
      { label: 'interests', value: 'Business, AI Writing Tools' },
      { label: 'source', value: 'facebook-ads' },
    ]);
  });

  it('shows what a preferences change changed against the signup', () => {
    const [change] = describeHistory([
      buildHistoryEntry({ details: { frequency: 'weekly', interests: ['AI Writing Tools', 'AI Marketing'] } }),
      buildHistoryEntry({ type: 'SubscriberPreferencesChanged', details: { frequency: 'daily', interests: ['AI Writing Tools', 'AI Design Tools'] } }),
    ]);
    expect(change?.title).toBe('Preferences changed');
    expect(change?.facts).toEqual([
      { label: 'frequency', value: 'weekly → daily' },
      { label: 'interests added', value: 'AI Design Tools' },
      { label: 'interests removed', value: 'AI Marketing' },
    ]);
  });

  it('says so when preferences were saved unchanged', () => {
    const [change] = describeHistory([
      buildHistoryEntry({ details: { frequency: 'weekly', interests: ['business'] } }),
      buildHistoryEntry({ type: 'SubscriberPreferencesChanged', details: { frequency: 'weekly', interests: ['business'], customInterestsChanged: false } }),
    ]);
    expect(change?.facts).toEqual([{ label: 'preferences', value: 'saved unchanged' }]);
  });

  it('says the interests description changed without showing it, alone or beside other changes', () => {
    const [both, descriptionOnly] = describeHistory([
      buildHistoryEntry({ details: { frequency: 'weekly', interests: ['business'] } }),
      buildHistoryEntry({ type: 'SubscriberPreferencesChanged', details: { frequency: 'weekly', interests: ['business'], customInterestsChanged: true } }),
      buildHistoryEntry({ type: 'SubscriberPreferencesChanged', details: { frequency: 'weekly', interests: ['business', 'ai-code'], customInterestsChanged: true } }),
    ]).slice(0, 2);
    expect(descriptionOnly?.facts).toEqual([{ label: 'interests description', value: 'changed' }]);
    expect(both?.facts).toEqual([
      { label: 'interests added', value: 'AI Code Assistants' },
      { label: 'interests description', value: 'changed' },
    ]);
  });

  it("titles a campaign's outcome with its kind and subject, and a newsletter with its date", () => {
    const [inDoubt, sent] = describeHistory([buildCampaignMailEntry('CampaignMailSent'), buildCampaignMailEntry('CampaignMailInDoubt', { kind: 'manual', frequency: null, newsletterDate: null, subject: 'Hello' })]);
    expect(sent).toMatchObject({ title: 'Newsletter sent: AI this week', actor: 'scheduler', facts: [{ label: 'newsletter', value: 'daily of 2025-01-06' }] });
    expect(inDoubt).toMatchObject({ title: 'Campaign mail in doubt: Hello', facts: [] });
  });

  it('falls back to the plain title and facts for a campaign entry it cannot read', () => {
    const [entry] = describeHistory([buildHistoryEntry({ type: 'CampaignMailSent', details: { campaignId: 'c1' } })]);
    expect(entry).toMatchObject({ title: 'Campaign mail sent', facts: [{ label: 'campaign id', value: 'c1' }] });
  });
});
