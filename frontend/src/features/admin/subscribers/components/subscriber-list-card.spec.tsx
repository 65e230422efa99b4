import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildHistoryEntry, buildSubscriberView } from '../../../../testing/builders/subscriber';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { serveSubscribers } from '../../../../testing/serve-subscribers';
import { server } from '../../../../testing/server';
import { useSelectedRecipients } from '../../shared/recipient-selection';
import { SubscriberListCard } from './subscriber-list-card';

/** What a send panel in another tab would read from the recipient store. */
const RecipientProbe = () => <output aria-label="Chosen recipients">{[...useSelectedRecipients().values()].map((recipient) => recipient.email).join(' ')}</output>;

const renderCard = () =>
  renderWithProviders(
    <>
      <SubscriberListCard />
      <RecipientProbe />
    </>,
  );

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: email })).closest('tr')!;

describe('SubscriberListCard', () => {
  it('shows each subscriber with status, frequency, interests, source, utm, signup date and emails sent', async () => {
    renderCard();
    const ada = await rowOf('ada@example.com');
    for (const text of ['Active', 'weekly', 'Business', 'facebook-ads', 'facebook / cpc / spring', 'Jan 5, 2025', '3']) expect(within(ada).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('linus@example.com')).getByText('Unsubscribed')).toBeInTheDocument();
    expect(screen.getByText('3 subscribers, newest first.', { exact: false })).toBeInTheDocument();
  });

  it('shows interests by their display names from the shared vocabulary, not their ids', async () => {
    serveSubscribers([buildSubscriberView({ email: 'home@example.com', interests: ['ai-writing', 'business', 'AI Marketing'] })]);
    renderCard();
    expect(within(await rowOf('home@example.com')).getByText('AI Writing Tools, Business, AI Marketing')).toBeInTheDocument();
  });

  it('shows an erased subscriber without an address, and they cannot be picked', async () => {
    serveSubscribers([buildSubscriberView({ email: null, status: 'erased' })]);
    renderCard();
    expect(await screen.findByRole('rowheader', { name: 'Erased' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select erased subscriber' })).toBeDisabled();
  });

  it("shows an address the mail provider reported (bounce, spam report) as suppressed, and it cannot be picked", async () => {
    serveSubscribers([buildSubscriberView({ email: 'bounced@example.com', suppression: { reasons: ['bounce', 'spamreport'], since: '2025-03-01T10:00:00.000Z' } })]);
    renderCard();
    const row = await rowOf('bounced@example.com');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('suppressed: bounced, spam report')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Select bounced@example.com' })).toBeDisabled();
  });

  it('searches by the start of the email address, in any case, and filters by status', async () => {
    const { user } = renderCard();
    await rowOf('ada@example.com');
    const search = screen.getByRole('searchbox', { name: 'Search by email address' });
    expect(search).toHaveAttribute('placeholder', 'Search by the start of an email address');
    await user.type(search, 'GRACE');
    expect(await screen.findByText('1 subscriber matches, in address order.', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent)).toEqual(['grace@example.com']);

    await user.clear(search);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Unsubscribed' }));
    expect(await screen.findByText('1 subscriber matches, newest first.', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent)).toEqual(['linus@example.com']);

    // Only the start of the address is searched: a source or a word inside the address finds nobody.
    await user.type(search, 'facebook');
    expect(await screen.findByText('No subscriber matches.')).toBeInTheDocument();
  });

  it('offers every status of the contract in the filter, and finds a subscriber waiting to confirm under Pending', async () => {
    serveSubscribers([buildSubscriberView({ email: 'waiting@example.com', status: 'pending' }), buildSubscriberView({ email: 'reader@example.com' })]);
    const { user } = renderCard();
    await rowOf('reader@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All statuses', 'Active', 'Pending', 'Unsubscribed', 'Erased']);
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    expect(await screen.findByRole('rowheader', { name: 'waiting@example.com' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
  });

  it('keeps the picked recipients for the send panels; only active subscribers can be picked', async () => {
    const { user } = renderCard();
    await user.click(within(await rowOf('grace@example.com')).getByRole('checkbox', { name: 'Select grace@example.com' }));
    expect(screen.getByRole('status', { name: 'Chosen recipients' })).toHaveTextContent('grace@example.com');
    expect(screen.getByText('1 recipient')).toBeInTheDocument();
    expect(within(await rowOf('linus@example.com')).getByRole('checkbox')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select every active subscriber on this page' }));
    expect(screen.getByRole('status', { name: 'Chosen recipients' })).toHaveTextContent('grace@example.com ada@example.com');
    expect(screen.getByText('2 recipients')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('status', { name: 'Chosen recipients' })).toHaveTextContent('');
  });

  it("opens a drawer with the subscriber's history: who did what, and when", async () => {
    const history = recordRequests('get', '/api/admin/subscribers/:id/history', () =>
      HttpResponse.json([
        buildHistoryEntry({ occurredAt: '2025-01-05T10:00:00.000Z', details: { frequency: 'weekly', interests: ['AI Marketing'], source: 'website' } }),
        buildHistoryEntry({ type: 'SubscriberPreferencesChanged', occurredAt: '2025-02-01T09:30:00.000Z', details: { frequency: 'daily', interests: ['AI Marketing'] } }),
      ]),
    );
    const { user } = renderCard();
    await user.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'History of ada@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'ada@example.com' });
    const entries = await within(drawer).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Preferences changedvisitor'),
      expect.stringContaining('Subscribedvisitor'),
    ]);
    expect(within(entries[0]!).getByText('weekly → daily')).toBeInTheDocument();
    expect(history.map((request) => request.url.pathname)).toEqual([expect.stringMatching(/^\/api\/admin\/subscribers\/[0-9a-f-]+\/history$/)]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', async (user: Awaited<ReturnType<typeof renderCard>>['user']) => user.keyboard('{Escape}')],
    ['Close', async (user: Awaited<ReturnType<typeof renderCard>>['user']) => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))],
  ])('gives focus back to the History button that opened the drawer when it is closed with %s', async (_, close) => {
    const { user } = renderCard();
    const opener = within(await rowOf('grace@example.com')).getByRole('button', { name: 'History of grace@example.com' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'grace@example.com' });
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'History of grace@example.com' })).toHaveFocus());
  });

  it.each([
    ['the History button when the row is still in the list loaded again', 'all', () => screen.getByRole('button', { name: 'History of ada@example.com' })],
    ['the search box when the row left the list (the filter shows active ones only)', 'active', () => screen.getByRole('searchbox', { name: 'Search by email address' })],
  ])('after an action in the drawer, closing it gives focus to %s', async (_, filter, expected) => {
    const ada = buildSubscriberView({ email: 'ada@example.com' });
    let current = ada;
    serveSubscribers(() => [current, buildSubscriberView({ id: '00000000-0000-4000-8000-0000000000ff', email: 'grace@example.com' })]);
    recordRequests('post', '/api/admin/subscribers/:id/unsubscribe', () => {
      current = { ...ada, status: 'unsubscribed' };
      return HttpResponse.json({ subscriber: current });
    });
    const { user } = renderCard();
    await rowOf('ada@example.com');
    if (filter === 'active') {
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByRole('option', { name: 'Active' }));
    }
    const before = within(await rowOf('ada@example.com')).getByRole('button', { name: 'History of ada@example.com' });
    await user.click(before);
    const drawer = await screen.findByRole('dialog', { name: 'ada@example.com' });
    await user.click(within(drawer).getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    if (filter === 'active') await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'ada@example.com' })).not.toBeInTheDocument());
    // (Escape would first dismiss the toast, the layer on top.)
    await user.click(within(screen.getByRole('dialog', { name: 'ada@example.com' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(expected()).toHaveFocus());
  });

  it('says so when the history cannot be loaded', async () => {
    server.use(http.get('/api/admin/subscribers/:id/history', () => HttpResponse.json({ error: 'Subscriber not found' }, { status: 404 })));
    const { user } = renderCard();
    await user.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'History of ada@example.com' }));
    expect(await screen.findByText('Could not load the history: Subscriber not found')).toBeInTheDocument();
  });

  it('unsubscribes from the drawer after confirmation, and the page on screen is asked again', async () => {
    const unsubscribes = recordRequests('post', '/api/admin/subscribers/:id/unsubscribe', () =>
      HttpResponse.json({ subscriber: buildSubscriberView({ email: 'ada@example.com', status: 'unsubscribed' }) }),
    );
    const pages = serveSubscribers([buildSubscriberView({ email: 'ada@example.com' })]);
    const { user } = renderCard();
    await user.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'History of ada@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'ada@example.com' });
    await user.click(within(drawer).getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(unsubscribes).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog', { name: 'ada@example.com' })).getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    expect(unsubscribes.map((request) => request.url.pathname)).toEqual([expect.stringMatching(/^\/api\/admin\/subscribers\/[0-9a-f-]+\/unsubscribe$/)]);
    const after = screen.getByRole('dialog', { name: 'ada@example.com' });
    expect(within(after).getByText(/^Unsubscribed ·/)).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await waitFor(() => expect(pages).toEqual([{ limit: '50' }, { limit: '50' }]));
  });

  it('unsubscribes a pending subscriber (double opt-in, not confirmed yet) from the drawer', async () => {
    serveSubscribers([buildSubscriberView({ email: 'waiting@example.com', status: 'pending' })]);
    const unsubscribes = recordRequests('post', '/api/admin/subscribers/:id/unsubscribe', () =>
      HttpResponse.json({ subscriber: buildSubscriberView({ email: 'waiting@example.com', status: 'unsubscribed' }) }),
    );
    const { user } = renderCard();
    await user.click(within(await rowOf('waiting@example.com')).getByRole('button', { name: 'History of waiting@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'waiting@example.com' });
    expect(within(drawer).getByRole('button', { name: 'Erase' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    expect(unsubscribes).toHaveLength(1);
    expect(within(screen.getByRole('dialog', { name: 'waiting@example.com' })).getByText(/^Unsubscribed ·/)).toBeInTheDocument();
  });

  it('offers an unsubscribed subscriber erase only', async () => {
    const { user } = renderCard();
    await user.click(within(await rowOf('linus@example.com')).getByRole('button', { name: 'History of linus@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'linus@example.com' });
    expect(within(drawer).getByRole('button', { name: 'Erase' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('erases from the drawer after confirmation: the drawer shows the row without an address and no more actions', async () => {
    const erasures = recordRequests('delete', '/api/admin/subscribers/:id', () =>
      HttpResponse.json({ subscriber: buildSubscriberView({ email: null, customInterests: null, status: 'erased' }) }),
    );
    const { user } = renderCard();
    await user.click(within(await rowOf('grace@example.com')).getByRole('button', { name: 'History of grace@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'grace@example.com' });
    await user.click(within(drawer).getByRole('button', { name: 'Erase' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Subscriber Erased')).toBeInTheDocument();
    expect(erasures).toHaveLength(1);
    const erased = await screen.findByRole('dialog', { name: 'Erased subscriber' });
    expect(within(erased).queryByRole('button', { name: 'Erase' })).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', { error: 'The event store is not available' }, 'The event store is not available'],
    ['a default', undefined, "Could not erase this subscriber's data"],
  ])("shows 'Erase Failed' with %s", async (_, body, description) => {
    server.use(http.delete('/api/admin/subscribers/:id', () => (body ? HttpResponse.json(body, { status: 503 }) : new HttpResponse(null, { status: 500 }))));
    const { user } = renderCard();
    await user.click(within(await rowOf('ada@example.com')).getByRole('button', { name: 'History of ada@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'ada@example.com' })).getByRole('button', { name: 'Erase' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Erase Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
