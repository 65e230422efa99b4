import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProjectionStatus } from '../../../../testing/handlers/admin';
import { renderWithProviders } from '../../../../testing/render';
import { serveSnapshots } from '../../../../testing/serve-snapshots';
import { server } from '../../../../testing/server';
import type { ProjectionStatus } from '../api/get-projections';
import { ReadModelsPanel } from './read-models-panel';

const serveProjections = (snapshots: ProjectionStatus[][]) => serveSnapshots('/api/admin/projections', snapshots);

describe('ReadModelsPanel', () => {
  it('lists each projection with state, position, lag and last error', async () => {
    serveProjections([[
      buildProjectionStatus({ name: 'subscribers', state: 'live', position: 120, head: 120, lag: 0 }),
      buildProjectionStatus({ name: 'drafts', state: 'failed', position: 7, head: 30, lag: 23, lastError: 'Unknown event type' }),
    ]]);
    renderWithProviders(<ReadModelsPanel />);
    const subscribersRow = (await screen.findByRole('rowheader', { name: /subscribers/ })).closest('tr')!;
    expect(within(subscribersRow).getByText('live')).toBeInTheDocument();
    expect(within(subscribersRow).getByText('120 / 120')).toBeInTheDocument();
    const draftsRow = screen.getByRole('rowheader', { name: /drafts/ }).closest('tr')!;
    expect(within(draftsRow).getByText('failed')).toBeInTheDocument();
    expect(within(draftsRow).getByText('7 / 30')).toBeInTheDocument();
    expect(within(draftsRow).getByText('23')).toBeInTheDocument();
    expect(within(draftsRow).getByText('Unknown event type')).toBeInTheDocument();
  });

  it('shows the last replay of each read model: when, events, duration, and whether it had drifted', async () => {
    const replay = { finishedAt: '2025-01-05T03:30:09.000Z', durationMs: 9100, events: 1_000_000, position: 1_000_000, compared: true, collections: [] };
    serveProjections([[
      buildProjectionStatus({ name: 'analytics', lastReplay: { ...replay, drift: 0 } }),
      buildProjectionStatus({ name: 'subscribers', lastReplay: { ...replay, drift: 3, collections: [{ collection: 'days', missing: 1, unexpected: 0, changed: 2, sampleIds: ['2025-01-01'] }] } }),
      buildProjectionStatus({ name: 'blog-posts', lastReplay: null }),
    ]]);
    renderWithProviders(<ReadModelsPanel />);
    expect(await screen.findByRole('columnheader', { name: 'Last replay' })).toBeInTheDocument();
    const analyticsRow = (await screen.findByRole('rowheader', { name: /^analytics/ })).closest('tr')!;
    expect(within(analyticsRow).getByText('1,000,000 events in 9,100 ms ·', { exact: false })).toBeInTheDocument();
    expect(within(analyticsRow).getByText('no drift')).toBeInTheDocument();
    expect(within(analyticsRow).getByText('Jan 5, 2025', { exact: false })).toHaveAttribute('datetime', '2025-01-05T03:30:09.000Z');
    const subscribersRow = screen.getByRole('rowheader', { name: /^subscribers/ }).closest('tr')!;
    expect(within(subscribersRow).getByText('3 documents drifted (repaired)')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /^blog-posts/ }).closest('tr')!).getByText('Never')).toBeInTheDocument();
  });

  it('starts a rebuild, polls every 2 s with progress, and stops polling when done', async () => {
    const rebuilt: string[] = [];
    server.use(
      http.post('/api/admin/projections/:name/rebuild', ({ params }) => {
        rebuilt.push(String(params.name));
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const idle = buildProjectionStatus({ name: 'subscribers' });
    const calls = serveProjections([
      [idle],
      [buildProjectionStatus({ name: 'subscribers', state: 'rebuilding', rebuild: { generation: 2, done: 250, total: 1000, eventsPerSecond: 812.4 } })],
      [buildProjectionStatus({ name: 'subscribers', state: 'rebuilding', rebuild: { generation: 2, done: 900, total: 1000, eventsPerSecond: 790 } })],
      [buildProjectionStatus({ name: 'subscribers', generation: 2 })],
    ]);
    jest.useFakeTimers();
    const { user } = renderWithProviders(<ReadModelsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.click(await screen.findByRole('button', { name: 'Rebuild subscribers' }));

    const progress = await screen.findByRole('progressbar', { name: 'Rebuild progress of subscribers' });
    expect(rebuilt).toEqual(['subscribers']);
    expect(progress).toHaveAttribute('aria-valuenow', '250');
    expect(progress).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('250 / 1,000 events · 812 events/s')).toBeInTheDocument();
    expect(screen.getByText('building generation 2 · about 1 s left')).toBeInTheDocument();
    expect(calls()).toBe(2);

    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('900 / 1,000 events · 790 events/s')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('button', { name: 'Rebuild subscribers' })).toBeEnabled();
    expect(calls()).toBe(4);

    await act(async () => jest.advanceTimersByTime(10000));
    expect(calls()).toBe(4);
  });

  it('acknowledges a rebuild at once, shows its row as requested and keeps polling until the new generation is swapped in', async () => {
    server.use(http.post('/api/admin/projections/:name/rebuild', ({ params }) => HttpResponse.json({ accepted: true, name: String(params.name) }, { status: 202 })));
    const idle = buildProjectionStatus({ name: 'subscribers', generation: 6 });
    // Queued for the lease holder: the status reports nothing running for a while, then the swap.
    const calls = serveProjections([[idle], [idle], [idle], [idle], [buildProjectionStatus({ name: 'subscribers', generation: 7 })]]);
    jest.useFakeTimers();
    const { user } = renderWithProviders(<ReadModelsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.click(await screen.findByRole('button', { name: 'Rebuild subscribers' }));

    expect(await screen.findByText('Rebuild Requested')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Rebuild subscribers' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Rebuild requested');
    expect((await screen.findByText('Rebuilding')).nextSibling).toHaveTextContent('1');

    for (let poll = 0; poll < 3; poll += 1) await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('v1 · generation 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild subscribers' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rebuild subscribers' })).toHaveTextContent(/^Rebuild$/);
    const settled = calls();
    await act(async () => jest.advanceTimersByTime(10000));
    expect(calls()).toBe(settled);
  });

  it('ends a requested rebuild that was seen running and then stopped without a swap (failed)', async () => {
    server.use(http.post('/api/admin/projections/:name/rebuild', ({ params }) => HttpResponse.json({ accepted: true, name: String(params.name) }, { status: 202 })));
    const calls = serveProjections([
      [buildProjectionStatus({ name: 'subscribers' })],
      [buildProjectionStatus({ name: 'subscribers', state: 'rebuilding', rebuild: { generation: 2, done: 10, total: 1000, eventsPerSecond: 100 } })],
      [buildProjectionStatus({ name: 'subscribers', state: 'failed', lastError: 'Unknown event type' })],
    ]);
    jest.useFakeTimers();
    const { user } = renderWithProviders(<ReadModelsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.click(await screen.findByRole('button', { name: 'Rebuild subscribers' }));
    await screen.findByRole('progressbar', { name: 'Rebuild progress of subscribers' });
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('Unknown event type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild subscribers' })).toBeEnabled();
    const settled = calls();
    await act(async () => jest.advanceTimersByTime(10000));
    expect(calls()).toBe(settled);
  });

  it('sums up the store: events, and how many read models rebuild, catch up or failed', async () => {
    serveProjections([[
      buildProjectionStatus({ name: 'subscribers', head: 5000, position: 5000 }),
      buildProjectionStatus({ name: 'blog', head: 5000, position: 4990, lag: 10, state: 'catching_up' }),
      buildProjectionStatus({ name: 'drafts', head: 5000, position: 7, lag: 4993, state: 'failed', lastError: 'Unknown event type' }),
    ]]);
    renderWithProviders(<ReadModelsPanel />);
    const figure = async (label: string) => (await screen.findByText(label)).nextSibling;
    expect(await figure('Events in the store')).toHaveTextContent('5,000');
    expect(await figure('Catching up')).toHaveTextContent('1');
    expect(await figure('Failed')).toHaveTextContent('1');
    expect(await figure('Rebuilding')).toHaveTextContent('0');
  });

  it('polls while a read model catches up, and stops once it is live', async () => {
    const calls = serveProjections([
      [buildProjectionStatus({ name: 'blog', position: 90, head: 100, lag: 10, state: 'catching_up' })],
      [buildProjectionStatus({ name: 'blog', position: 100, head: 100, lag: 0, state: 'live' })],
    ]);
    jest.useFakeTimers();
    renderWithProviders(<ReadModelsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    expect(await screen.findByText('catching up')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('live')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(10000));
    expect(calls()).toBe(2);
  });

  it('does not poll a failed read model: it only moves after a rebuild', async () => {
    const calls = serveProjections([[buildProjectionStatus({ name: 'drafts', position: 7, head: 30, lag: 23, state: 'failed', lastError: 'Unknown event type' })]]);
    jest.useFakeTimers();
    renderWithProviders(<ReadModelsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    expect(await screen.findByText('Unknown event type')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(10000));
    expect(calls()).toBe(1);
  });

  it('shows a toast when a rebuild cannot start', async () => {
    server.use(http.post('/api/admin/projections/:name/rebuild', () => HttpResponse.json({ error: 'A rebuild is already running' }, { status: 409 })));
    const { user } = renderWithProviders(<ReadModelsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Rebuild subscribers' }));
    expect(await screen.findByText('Rebuild failed')).toBeInTheDocument();
    expect(screen.getByText('A rebuild is already running')).toBeInTheDocument();
  });
});
