import { subscriberRoutes, type Subscriber } from '@contract/subscribers.contract';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { buildSubscriberView } from '../../../../testing/builders/subscriber';
import { contractAnswer, contractHandler } from '../../../../testing/contract-handlers';
import { renderWithProviders } from '../../../../testing/render';
import { serveSubscribers } from '../../../../testing/serve-subscribers';
import { server } from '../../../../testing/server';
import { SubscribersPanel } from './subscribers-panel';

/** 120 subscribers, newest first; every tenth has unsubscribed, so 108 can be picked. */
const readers = () =>
  Array.from({ length: 120 }, (_, index) => buildSubscriberView({ email: `reader${index}@example.com`, status: index % 10 === 9 ? 'unsubscribed' : 'active' }));

/** The Subscribers tab as the dashboard mounts it: the list card and the CSV import. */
const renderPanel = () => renderWithProviders(<SubscribersPanel />);

const pages = () => screen.getByRole('navigation', { name: 'Subscriber pages' });
const pickPage = () => screen.getByRole('checkbox', { name: 'Select every active subscriber on this page' });

describe('Subscribers panel: pages of the server', () => {
  it('asks for pages of 50 and follows the cursor forward; going back needs no new request, and the whole list is never asked for', async () => {
    const asked = serveSubscribers(readers());
    const { user } = renderPanel();
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByText('120 subscribers, newest first.', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'reader50@example.com' })).toBeInTheDocument();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'reader119@example.com' })).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'reader99@example.com' })).toBeInTheDocument();
    expect(asked).toEqual([{ limit: '50' }, { limit: '50', cursor: '50' }, { limit: '50', cursor: '100' }]);
  });

  it('searches on the server once the typing pauses, from the first page, and says the matches are in address order', async () => {
    const asked = serveSubscribers(readers());
    const { user } = renderPanel();
    await screen.findByText('1–50 of 120');
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await screen.findByText('51–100 of 120');
    await user.type(screen.getByRole('searchbox', { name: 'Search by email address' }), 'Reader11');
    // The search waits for a 300 ms pause in the typing before it asks, so eight keystrokes make one request.
    expect(await screen.findByText('1–11 of 11')).toBeInTheDocument();
    expect(screen.getByText('11 subscribers match, in address order.', { exact: false })).toBeInTheDocument();
    // Address order: a digit sorts before '@', so reader110@ comes before reader11@.
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `reader11${index}@example.com`),
      'reader11@example.com',
    ]);
    expect(asked.filter((query) => 'q' in query)).toEqual([{ limit: '50', q: 'reader11' }]);
  });

  it('filters by status on the server and pages the filtered list', async () => {
    const asked = serveSubscribers(readers());
    const { user } = renderPanel();
    await screen.findByText('1–50 of 120');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    expect(await screen.findByText('1–50 of 108')).toBeInTheDocument();
    expect(screen.getByText('108 subscribers match, newest first.', { exact: false })).toBeInTheDocument();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 108')).toBeInTheDocument();
    expect(asked.slice(1)).toEqual([
      { limit: '50', status: 'active' },
      { limit: '50', status: 'active', cursor: '50' },
    ]);
  });

  it('keeps the recipients picked on one page while the admin picks more on the next', async () => {
    serveSubscribers(readers());
    const { user } = renderPanel();
    await screen.findByText('1–50 of 120');
    await user.click(pickPage());
    expect(screen.getByText('45 recipients')).toBeInTheDocument();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await screen.findByText('51–100 of 120');
    expect(pickPage()).not.toBeChecked();
    expect(screen.getByText('45 recipients')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select reader50@example.com' }));
    expect(screen.getByText('46 recipients')).toBeInTheDocument();
    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));
    await screen.findByText('1–50 of 120');
    expect(pickPage()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select reader0@example.com' })).toBeChecked();
  });

  it('asks for the page on screen again after an admin unsubscribe, and shows the page before once that page is empty', async () => {
    // 51 active subscribers: with the Active filter the second page holds the last one alone.
    let subscribers: Subscriber[] = Array.from({ length: 51 }, (_, index) => buildSubscriberView({ email: `reader${index}@example.com` }));
    const asked = serveSubscribers(() => subscribers);
    server.use(
      contractHandler(subscriberRoutes.adminUnsubscribe, ({ params }) => {
        subscribers = subscribers.map((subscriber) => (subscriber.id === params.id ? { ...subscriber, status: 'unsubscribed' } : subscriber));
        return contractAnswer(subscriberRoutes.adminUnsubscribe, { subscriber: subscribers.find((subscriber) => subscriber.id === params.id)! });
      }),
    );
    const { user } = renderPanel();
    await screen.findByText('1–50 of 51');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await screen.findByText('1–50 of 51');
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–51 of 51')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'History of reader50@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'reader50@example.com' })).getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText('Unsubscribed');
    await user.click(within(screen.getByRole('dialog', { name: 'reader50@example.com' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByText('1–50 of 50')).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked.filter((query) => query.cursor === '50')).toEqual([
      { limit: '50', status: 'active', cursor: '50' },
      { limit: '50', status: 'active', cursor: '50' },
    ]);
  });

  it('shows the imported subscribers once a CSV import is done', async () => {
    const subscribers = readers().slice(0, 3);
    serveSubscribers(() => subscribers);
    server.use(
      contractHandler(subscriberRoutes.bulkImport, ({ body }) => {
        subscribers.unshift(...body.subscribers.map((row) => buildSubscriberView({ email: row.email, source: row.source })));
        return contractAnswer(subscriberRoutes.bulkImport, { created: body.subscribers.length, duplicates: 0, skipped: 0 });
      }),
    );
    const { user } = renderPanel();
    expect(await screen.findByText('3 subscribers, newest first.', { exact: false })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CSV file'), new File(['new.one@example.com\nnew.two@example.com'], 'new.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 Subscribers' }));
    expect(await screen.findByText('5 subscribers, newest first.', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'new.two@example.com' })).toBeInTheDocument());
  });
});
