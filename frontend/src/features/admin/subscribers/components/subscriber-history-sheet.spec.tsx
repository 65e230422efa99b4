import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { subscriberRoutes } from '@contract/subscribers.contract';
import { contractAnswer, contractHandler } from '../../../../testing/contract-handlers';
import { buildCampaignMailEntry, buildHistoryEntry, buildSubscriberView } from '../../../../testing/builders/subscriber';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { SubscriberHistorySheet } from './subscriber-history-sheet';

const serveHistory = (...entries: ReturnType<typeof buildHistoryEntry>[]) =>
  server.use(contractHandler(subscriberRoutes.history, () => contractAnswer(subscriberRoutes.history, entries)));

const openDrawer = async (emailsSent: number) => {
  renderWithProviders(<SubscriberHistorySheet subscriber={buildSubscriberView({ email: 'ada@example.com', emailsSent })} onClose={() => undefined} returnFocus={() => undefined} />);
  const drawer = await screen.findByRole('dialog', { name: 'ada@example.com' });
  return { drawer, entries: await within(drawer).findAllByRole('listitem') };
};

describe('SubscriberHistorySheet', () => {
  it('shows the newsletters and campaign mails sent to the subscriber, who sent them and when, newest first', async () => {
    serveHistory(
      buildHistoryEntry({ occurredAt: '2025-01-05T10:00:00.000Z' }),
      buildCampaignMailEntry('CampaignMailSent'),
      buildCampaignMailEntry('CampaignMailFailed', { kind: 'manual', subject: 'Spring offer', frequency: null, newsletterDate: null }, { actor: 'admin', occurredAt: '2025-02-01T09:30:00.000Z' }),
    );
    const { drawer, entries } = await openDrawer(1);
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Campaign mail failed: Spring offeradmin/),
      expect.stringMatching(/^Newsletter sent: AI this weekscheduler/),
      expect.stringMatching(/^Subscribedvisitor/),
    ]);
    expect(within(entries[1]!).getByText('daily of 2025-01-06')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Jan 6, 2025', { exact: false })).toBeInTheDocument();
    expect(within(drawer).queryByText('campaign-1')).not.toBeInTheDocument();
    expect(within(drawer).getByText(/1 email sent$/)).toBeInTheDocument();
  });

  it('says why a campaign passed the subscriber over, and counts emails in the plural', async () => {
    serveHistory(buildCampaignMailEntry('CampaignMailSkipped', { kind: 'manual', subject: 'Spring offer', frequency: null, newsletterDate: null, reason: 'unsubscribed' }, { actor: 'admin' }));
    const { drawer, entries } = await openDrawer(2);
    expect(within(entries[0]!).getByText('Campaign mail skipped: Spring offer')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('unsubscribed')).toBeInTheDocument();
    expect(within(drawer).getByText(/2 emails sent$/)).toBeInTheDocument();
  });
});
