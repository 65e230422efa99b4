import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { buildSubscriberView } from '../../../../testing/builders/subscriber';
import { answerSubscribers } from '../../../../testing/handlers/admin-subscribers';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { usePagedSubscriberList } from '../hooks/use-paged-subscriber-list';
import { SubscriberListCard } from './subscriber-list-card';

const subscribers = Array.from({ length: 120 }, (_, index) =>
  buildSubscriberView({ email: `reader${index}@example.com`, status: index % 10 === 9 ? 'unsubscribed' : 'active' }),
);

/** Serves the pages and answers the query parameters of every request made. */
const servePages = () => {
  const requests = recordRequests('get', '/api/subscribers', (_, request) => answerSubscribers(subscribers)(request));
  return () => requests.map((request) => Object.fromEntries(request.url.searchParams));
};

const renderPagedList = () => renderWithProviders(<SubscriberListCard useListSource={usePagedSubscriberList} />);

describe('SubscriberListCard with server pages', () => {
  it('asks for 50 at a time and follows the cursor forward; going back needs no new request', async () => {
    const requests = servePages();
    const { user } = renderPagedList();
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByText('120 subscribers, newest first.', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'reader50@example.com' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(requests()).toEqual([{ limit: '50' }, { limit: '50', cursor: '50' }, { limit: '50', cursor: '100' }]);
  });

  it('searches on the server once the typing pauses, from the first page', async () => {
    const requests = servePages();
    const { user } = renderPagedList();
    await screen.findByText('1–50 of 120');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('51–100 of 120');
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'reader11');
    // The search waits for a 300 ms pause in the typing before it asks.
    expect(await screen.findByText('1–11 of 11', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('11 subscribers match, newest first.', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(requests().filter((query) => query.q)).toEqual([{ limit: '50', q: 'reader11' }]));
  });

  it('filters by status on the server', async () => {
    const requests = servePages();
    const { user } = renderPagedList();
    await screen.findByText('1–50 of 120');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Unsubscribed' }));
    expect(await screen.findByText('1–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'reader9@example.com' })).toBeInTheDocument();
    expect(requests().at(-1)).toEqual({ limit: '50', status: 'unsubscribed' });
  });
});
