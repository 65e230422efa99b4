import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { subscriberPageQueryOptions } from '../api/get-subscriber-page';
import type { ImportRowPayload as ImportRow } from '../api/import-subscribers';
import { CsvImportCard } from './csv-import-card';
import { findToast } from '../../../../testing/toasts';
import { expectFieldError } from '../../../../testing/field-errors';

const csvFile = (text: string, name = 'subscribers.csv', type = 'text/csv') => new File([text], name, { type });

/** The key of the Subscribers list's first page, as the panel asks for it. */
const firstPageKey = subscriberPageQueryOptions({ limit: SUBSCRIBER_LIMITS.defaultPageSize }, 1).queryKey;

const addresses = (count: number) => Array.from({ length: count }, (_, index) => `reader${index}@example.com`);

/** Records each chunk's rows; answers every row as created unless `answer` says otherwise. */
const recordChunks = (answer?: (rows: ImportRow[], call: number) => Response) => {
  let call = 0;
  return recordRequests('post', '/api/subscribers/bulk', (body) => {
    const rows = (body as { subscribers: ImportRow[] }).subscribers;
    call += 1;
    return answer?.(rows, call) ?? HttpResponse.json({ created: rows.length, duplicates: 0, skipped: 0 }, { status: 201 });
  });
};

const renderCard = (applyAccept = true) => renderWithProviders(<CsvImportCard />, { userOptions: { applyAccept } });

const summaryFigure = (label: string) => within(screen.getByRole('region', { name: 'Import progress' })).getByText(label).nextSibling;

describe('CsvImportCard: checks before the import', () => {
  it("says 'No File Selected' when Import is pressed without a file", async () => {
    const chunks = recordChunks();
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Import Subscribers' }));
    expect(within(await findToast('No File Selected')).getByText('Please choose a CSV file to import.')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('CSV file'), 'Please choose a CSV file to import.');
    expect(chunks).toHaveLength(0);
  });

  it("refuses a file that is not text/csv ('Invalid File')", async () => {
    const { user } = renderCard(false);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('ada@example.com', 'list.xlsx', 'application/vnd.ms-excel'));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('CSV file'), 'Please choose a CSV file.');
    expect(screen.getByRole('button', { name: 'Import Subscribers' })).toBeInTheDocument();
  });

  it("says 'No Emails Found' for a file without an address", async () => {
    const { user } = renderCard();
    await user.upload(screen.getByLabelText('CSV file'), csvFile('name,company\nAda,Analytical Engines\n'));
    expect(await screen.findByText('No Emails Found')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('CSV file'), 'The file holds no email addresses.');
  });

  it("says 'File Error' / 'Could not read the CSV file' when the file cannot be read", async () => {
    const unreadable = csvFile('ada@example.com');
    Object.defineProperty(unreadable, 'text', { value: () => Promise.reject(new DOMException('The file changed on disk', 'NotReadableError')) });
    const { user } = renderCard();
    await user.upload(screen.getByLabelText('CSV file'), unreadable);
    expect(within(await findToast('File Error')).getByText('Could not read the CSV file')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('CSV file'), 'Could not read the CSV file');
  });

  it('counts the addresses found and the lines that will be skipped', async () => {
    const { user } = renderCard();
    await user.upload(screen.getByLabelText('CSV file'), csvFile('email\nada@example.com\nno address\ngrace@example.com\n'));
    expect(await screen.findByText('subscribers.csv: 2 addresses found, 2 lines without one will be skipped.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 Subscribers' })).toBeInTheDocument();
  });
});

describe('CsvImportCard: the import', () => {
  it('imports with the defaults: weekly, source facebook-ads, interest business', async () => {
    const chunks = recordChunks();
    const { user } = renderCard();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly');
    expect(screen.getByLabelText('Source')).toHaveValue('facebook-ads');
    expect(screen.getByRole('checkbox', { name: 'business' })).toBeChecked();
    await user.upload(screen.getByLabelText('CSV file'), csvFile('Ada,ADA@example.com'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 Subscriber' }));
    expect(await screen.findByText('Import complete.')).toBeInTheDocument();
    expect(chunks.map((request) => request.body)).toEqual([
      { subscribers: [{ email: 'ada@example.com', frequency: 'weekly', source: 'facebook-ads', interests: ['business'] }] },
    ]);
  });

  it('sends the settings the admin changed before importing', async () => {
    const chunks = recordChunks();
    const { user } = renderCard();
    await user.click(screen.getByRole('combobox', { name: 'Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.clear(screen.getByLabelText('Source'));
    await user.type(screen.getByLabelText('Source'), 'google-ads');
    await user.click(screen.getByRole('checkbox', { name: 'business' }));
    await user.click(screen.getByRole('checkbox', { name: 'finance' }));
    await user.upload(screen.getByLabelText('CSV file'), csvFile('grace@example.com'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 Subscriber' }));
    await screen.findByText('Import complete.');
    expect(chunks.map((request) => request.body)).toEqual([
      { subscribers: [{ email: 'grace@example.com', frequency: 'daily', source: 'google-ads', interests: ['finance'] }] },
    ]);
  });

  it('refuses an empty source', async () => {
    const chunks = recordChunks();
    const { user } = renderCard();
    await user.clear(screen.getByLabelText('Source'));
    await user.upload(screen.getByLabelText('CSV file'), csvFile('grace@example.com'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 Subscriber' }));
    expect(await screen.findByText('Invalid Settings')).toBeInTheDocument();
    expect(chunks).toHaveLength(0);
  });

  it('refuses a source with characters a label may not hold, by the rule the server applies, before sending anything', async () => {
    const chunks = recordChunks();
    const { user } = renderCard();
    await user.clear(screen.getByLabelText('Source'));
    await user.type(screen.getByLabelText('Source'), 'bad source!');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('grace@example.com'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 Subscriber' }));
    expect(await screen.findByText('Invalid Settings')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Source')).toHaveAccessibleDescription('The source may contain letters, digits, dot, dash and underscore only (e.g. facebook-ads)'));
    expect(chunks).toHaveLength(0);
  });

  it("shows the server's reason when it refuses a chunk", async () => {
    recordChunks(() => HttpResponse.json({ error: 'subscribers.0.email: must be a valid email address', field: 'subscribers.0.email' }, { status: 400 }));
    const { user } = renderCard();
    await user.upload(screen.getByLabelText('CSV file'), csvFile('grace@example.com'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 Subscriber' }));
    expect(await screen.findByText('There was an error importing subscribers (400: subscribers.0.email: must be a valid email address)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The import stopped after 0 rows (400: subscribers.0.email: must be a valid email address).');
  });

  it('imports a large file in chunks of 1,000 with a progress bar, then shows created, duplicates, addresses that had left and skipped lines', async () => {
    let releaseSecond: () => void = () => undefined;
    const secondChunkHeld = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const chunks = recordRequests('post', '/api/subscribers/bulk', async (body) => {
      const rows = (body as { subscribers: ImportRow[] }).subscribers;
      if (chunks.length === 2) await secondChunkHeld;
      // The server already holds the first 10 addresses of the file, and the next 3 have unsubscribed.
      const numberOf = (row: ImportRow) => Number(row.email.match(/\d+/)?.[0]);
      const duplicates = rows.filter((row) => numberOf(row) < 10).length;
      const skipped = rows.filter((row) => numberOf(row) >= 10 && numberOf(row) < 13).length;
      return HttpResponse.json({ created: rows.length - duplicates - skipped, duplicates, skipped }, { status: 201 });
    });
    const { user, queryClient } = renderCard();
    queryClient.setQueryData(firstPageKey, { items: [], nextCursor: null, total: 0, query: { limit: SUBSCRIBER_LIMITS.defaultPageSize }, firstRow: 1 });
    await user.upload(screen.getByLabelText('CSV file'), csvFile(['email', ...addresses(2500), 'Unknown person'].join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Import 2,500 Subscribers' }));

    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    await screen.findByText('1,000 / 2,500 rows');
    expect(progress).toHaveAttribute('aria-valuenow', '1000');
    expect(progress).toHaveAttribute('aria-valuemax', '2500');
    act(() => releaseSecond());

    expect(await screen.findByText('Import complete.')).toBeInTheDocument();
    expect(chunks.map((request) => (request.body as { subscribers: unknown[] }).subscribers.length)).toEqual([1000, 1000, 500]);
    expect(progress).toHaveAttribute('aria-valuenow', '2500');
    expect(summaryFigure('Created')).toHaveTextContent('2,487');
    expect(summaryFigure('Duplicates')).toHaveTextContent('10');
    expect(summaryFigure('Unsubscribed, left alone')).toHaveTextContent('3');
    expect(summaryFigure('Skipped lines')).toHaveTextContent('2');
    expect(queryClient.getQueryState(firstPageKey)?.isInvalidated).toBe(true);
  });

  it("stops at a failed chunk with 'Import Failed', and a retry resumes there", async () => {
    const chunks = recordChunks((rows, call) =>
      call === 2 ? HttpResponse.json({ error: 'Service unavailable' }, { status: 503 }) : HttpResponse.json({ created: rows.length, duplicates: 0, skipped: 0 }, { status: 201 }),
    );
    const { user } = renderCard();
    await user.upload(screen.getByLabelText('CSV file'), csvFile(addresses(2500).join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Import 2,500 Subscribers' }));

    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error importing subscribers (503: Service unavailable)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The import stopped after 1,000 rows (503: Service unavailable).');
    expect(screen.getByText('1,000 / 2,500 rows')).toBeInTheDocument();
    expect(summaryFigure('Created')).toHaveTextContent('1,000');

    await user.click(screen.getByRole('button', { name: 'Retry from row 1,001' }));
    expect(await screen.findByText('Import complete.')).toBeInTheDocument();
    const firstRowOf = (index: number) => (chunks[index]?.body as { subscribers: ImportRow[] }).subscribers[0]?.email;
    expect(chunks.map((_, index) => firstRowOf(index))).toEqual(['reader0@example.com', 'reader1000@example.com', 'reader1000@example.com', 'reader2000@example.com']);
    expect(summaryFigure('Created')).toHaveTextContent('2,500');
  });

  it('keeps showing a running import after the panel is closed and opened again', async () => {
    server.use(http.post('/api/subscribers/bulk', () => new Promise<Response>(() => undefined)));
    const first = renderCard();
    await first.user.upload(screen.getByLabelText('CSV file'), csvFile(addresses(3).join('\n')));
    await first.user.click(await screen.findByRole('button', { name: 'Import 3 Subscribers' }));
    await screen.findByText('0 / 3 rows');
    first.unmount();
    renderCard();
    expect(screen.getByText('0 / 3 rows')).toBeInTheDocument();
    expect(screen.getByText('Importing...')).toBeInTheDocument();
  });
});
