import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { subscriberRoutes, type Subscriber } from '@contract/subscribers.contract';
import { SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { HttpResponse } from 'msw';
import { buildSubscriberView } from '../../../../testing/builders/subscriber';
import { contractHandler } from '../../../../testing/contract-handlers';
import { answerSubscribers } from '../../../../testing/handlers/admin-subscribers';
import { renderWithProviders } from '../../../../testing/render';
import { serveSubscribers } from '../../../../testing/serve-subscribers';
import { server } from '../../../../testing/server';
import { clearRecipients, useSelectedRecipients } from '../../shared/recipient-selection';
import { SubscriberListCard } from './subscriber-list-card';

/** How many recipients a send panel in another tab would read from the store. */
const RecipientCount = () => <output aria-label="Chosen recipients">{useSelectedRecipients().size}</output>;

const renderCard = () =>
  renderWithProviders(
    <>
      <SubscriberListCard />
      <RecipientCount />
    </>,
  );

const chosen = () => Number(screen.getByRole('status', { name: 'Chosen recipients' }).textContent);

/** 1,203 active readers (more than two pages of the largest size), 40 unsubscribed, 3 suppressed and 2 erased. */
const crowd = (): Subscriber[] => [
  ...Array.from({ length: 1203 }, (_, index) => buildSubscriberView({ email: `reader-${String(index).padStart(4, '0')}@example.com` })),
  ...Array.from({ length: 40 }, (_, index) => buildSubscriberView({ email: `gone-${index}@example.com`, status: 'unsubscribed' })),
  ...Array.from({ length: 3 }, (_, index) => buildSubscriberView({ email: `bounced-${index}@example.com`, suppression: { reasons: ['bounce'], since: '2025-03-01T10:00:00.000Z' } })),
  ...Array.from({ length: 2 }, () => buildSubscriberView({ email: null, status: 'erased' })),
];

afterEach(clearRecipients);

describe('Select all active subscribers', () => {
  it('walks every page of active subscribers at the largest page size and picks those who can receive mail', async () => {
    const asked = serveSubscribers(crowd());
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Select all active subscribers' }));
    expect(await screen.findByText('1,203 active subscribers added.')).toBeInTheDocument();
    expect(chosen()).toBe(1203);
    expect(screen.getByText('1,203 recipients', { exact: false })).toBeInTheDocument();
    const walk = asked.filter((query) => query.limit === String(SUBSCRIBER_LIMITS.pageSize));
    // 1,206 active rows (the suppressed included) are three pages of 500; each asks for active ones only.
    expect(walk).toHaveLength(3);
    expect(walk.every((query) => query.status === 'active')).toBe(true);
  });

  it('picks only the matches of the search on screen, and says so on the button', async () => {
    const asked = serveSubscribers(crowd());
    const { user } = renderCard();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by email address' }), 'READER-00');
    await user.click(await screen.findByRole('button', { name: 'Select all active matches' }));
    expect(await screen.findByText('100 active subscribers added.')).toBeInTheDocument();
    expect(chosen()).toBe(100);
    expect(asked.at(-1)).toMatchObject({ q: 'reader-00', status: 'active' });
  });

  it('is not offered while the list shows another status than active', async () => {
    serveSubscribers(crowd());
    const { user } = renderCard();
    await screen.findByRole('button', { name: 'Select all active subscribers' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Unsubscribed' }));
    await screen.findByText('40 subscribers match, newest first.', { exact: false });
    expect(screen.queryByRole('button', { name: /Select all active/ })).not.toBeInTheDocument();
  });

  it('changes nothing when a page fails, and says why', async () => {
    const everyone = crowd();
    server.use(
      contractHandler(subscriberRoutes.list, ({ request, query }) =>
        query.cursor ? HttpResponse.json({ error: 'The read model is being rebuilt' }, { status: 503 }) : answerSubscribers(everyone, request, query),
      ),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Select all active subscribers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not select them all (The read model is being rebuilt); the selection is unchanged.');
    expect(chosen()).toBe(0);
  });

  it('shows its progress, and Stop leaves the selection as it was', async () => {
    const everyone = crowd();
    let releaseSecondPage = () => {};
    const secondPage = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    server.use(
      contractHandler(subscriberRoutes.list, async ({ request, query }) => {
        if (query.cursor) await secondPage;
        return answerSubscribers(everyone, request, query);
      }),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Select all active subscribers' }));
    expect(await screen.findByText('Selecting 500 of 1,206…')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Selecting recipients' });
    expect(bar).toHaveAttribute('aria-valuenow', '500');
    expect(bar).toHaveAttribute('aria-valuemax', '1206');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    releaseSecondPage();
    expect(await screen.findByRole('button', { name: 'Select all active subscribers' })).toBeInTheDocument();
    expect(within(screen.getByRole('status', { name: 'Chosen recipients' })).getByText('0')).toBeInTheDocument();
  });
});
