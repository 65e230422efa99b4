import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildJob } from '../../../../testing/builders/job';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { serveSnapshots } from '../../../../testing/serve-snapshots';
import { server } from '../../../../testing/server';
import type { JobListing } from '../api/get-jobs';
import { formatDuration } from './job-row';
import { JobsPanel } from './jobs-panel';

const serveJobs = (snapshots: JobListing[][]) => serveSnapshots('/api/admin/jobs', snapshots);

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;

describe('JobsPanel', () => {
  it("lists each job's schedule, next run, last run and result", async () => {
    serveJobs([[buildJob(), buildJob({ name: 'analytics-replay', lastResult: { outcome: 'failed', summary: null, error: 'Drift in subscribers-by-day' } }), buildJob({ name: 'weekly-newsletter', lastRun: null, lastResult: null }), buildJob({ name: 'weekly-report', lastRun: { ...buildJob().lastRun!, trigger: 'manual', operator: 'admin', durationMs: 900 } })]]);
    renderWithProviders(<JobsPanel />);
    expect(within(await rowOf('weekly-report')).getByText('manual by admin · 900 ms')).toBeInTheDocument();
    const daily = await rowOf('daily-newsletter');
    for (const text of ['0 8 * * *', 'UTC', 'succeeded', '120 emails sent', 'schedule · 12.4 s']) expect(within(daily).getByText(text)).toBeInTheDocument();
    const replay = await rowOf('analytics-replay');
    expect(within(replay).getByText('failed')).toBeInTheDocument();
    expect(within(replay).getByText('Drift in subscribers-by-day')).toBeInTheDocument();
    expect(within(await rowOf('weekly-newsletter')).getByText('Never')).toBeInTheDocument();
  });

  it('runs a job now, follows it every 2 s while it runs, and stops polling when it ends', async () => {
    const runs = recordRequests('post', '/api/admin/jobs/:name/run', () => HttpResponse.json({ accepted: true, job: 'daily-newsletter', runId: 'run-2' }, { status: 202 }));
    const calls = serveJobs([
      [buildJob()],
      [buildJob({ lastResult: { outcome: 'running', summary: null, error: null }, holder: 'host-b/99/y2' })],
      [buildJob({ lastResult: { outcome: 'succeeded', summary: '130 emails sent', error: null } })],
    ]);
    jest.useFakeTimers();
    const { user } = renderWithProviders(<JobsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.click(await screen.findByRole('button', { name: 'Run now: daily-newsletter' }));
    expect(await screen.findByText('Job Started')).toBeInTheDocument();
    expect(runs.map((request) => request.params.name)).toEqual(['daily-newsletter']);
    expect(await screen.findByText('on host-b/99/y2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Running...: daily-newsletter' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('130 emails sent')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(calls()).toBe(3);
  });

  it('names each Run now button by its visible text and the job (label in name)', async () => {
    serveJobs([[buildJob(), buildJob({ name: 'analytics-replay' })]]);
    renderWithProviders(<JobsPanel />);
    const buttons = await screen.findAllByRole('button', { name: /^Run now/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Run now: daily-newsletter', 'Run now: analytics-replay']);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toContain(button.textContent!.trim());
  });

  it.each([
    ['daily-send', /daily subscriber/],
    ['weekly-send', /weekly subscriber/],
    ['rotate-keys', /older keys are destroyed/],
  ])('asks before running %s, naming what it does; Cancel runs nothing', async (name, consequence) => {
    const runs = recordRequests('post', '/api/admin/jobs/:name/run', () => HttpResponse.json({ accepted: true, job: name, runId: 'run-2' }, { status: 202 }));
    serveJobs([[buildJob({ name })]]);
    const { user } = renderWithProviders(<JobsPanel />);
    await user.click(await screen.findByRole('button', { name: `Run now: ${name}` }));
    let dialog = await screen.findByRole('alertdialog', { name: `Run ${name} now?` });
    expect(within(dialog).getByText(consequence)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(runs).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `Run now: ${name}` }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('Job Started')).toBeInTheDocument();
    expect(runs.map((request) => request.params.name)).toEqual([name]);
  });

  it('runs any other job at once, without asking', async () => {
    recordRequests('post', '/api/admin/jobs/:name/run', () => HttpResponse.json({ accepted: true, job: 'daily-draft', runId: 'run-2' }, { status: 202 }));
    serveJobs([[buildJob({ name: 'daily-draft' })]]);
    const { user } = renderWithProviders(<JobsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Run now: daily-draft' }));
    expect(await screen.findByText('Job Started')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows 'Run Failed' with the server's reason when the job cannot start", async () => {
    serveJobs([[buildJob()]]);
    server.use(http.post('/api/admin/jobs/:name/run', () => HttpResponse.json({ error: 'daily-newsletter is already running' }, { status: 409 })));
    const { user } = renderWithProviders(<JobsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Run now: daily-newsletter' }));
    expect(await screen.findByText('Run Failed')).toBeInTheDocument();
    expect(screen.getByText('daily-newsletter is already running')).toBeInTheDocument();
  });
});

describe('formatDuration', () => {
  it('reads milliseconds, seconds and minutes', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
  });
});
