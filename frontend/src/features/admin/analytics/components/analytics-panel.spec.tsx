import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminStats, buildEmailAnalytics, buildForecastingData, buildSeries } from '../../../../testing/builders/analytics';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { AnalyticsPanel } from './analytics-panel';

const figureText = (title: string) => screen.findByRole('figure', { name: new RegExp(`^${title}`) });

describe('AnalyticsPanel: figures and charts', () => {
  it('shows the four statistics from the read models and the fixed 89% monthly active rate', async () => {
    renderWithProviders(<AnalyticsPanel />);
    const cards = await screen.findByRole('region', { name: 'Site statistics' });
    await within(cards).findByText('1,234');
    for (const text of ['56', '18', '46', '89%', 'Monthly active rate']) expect(within(cards).getByText(text)).toBeInTheDocument();
  });

  it('draws each series of the last 30 days with its 7-day forecast, and the totals', async () => {
    renderWithProviders(<AnalyticsPanel />);
    for (const title of ['Emails sent', 'Blog posts created', 'Blog reads', 'Tool link clicks']) {
      expect(await figureText(title)).toHaveAccessibleName(`${title} 30 in the last 30 days · 7 forecast for the next 7, the latest daily change (0) repeated each day`);
    }
    expect(await figureText('Site visits')).toHaveAccessibleName('Site visits 300 in the last 30 days · 70 forecast for the next 7, the latest daily change (0) repeated each day');
    expect(screen.getByText('Total emails sent').nextSibling).toHaveTextContent('4,321');
  });

  it('says how much of a chart is demo data', async () => {
    const withDemo = buildSeries(() => 1).map((point, index) => (index < 30 ? { ...point, demo: 2 } : point));
    server.use(http.get('/api/admin/forecasting-data', () => HttpResponse.json(buildForecastingData({ emailsSent: withDemo }))));
    renderWithProviders(<AnalyticsPanel />);
    expect(await figureText('Emails sent')).toHaveAccessibleName('Emails sent 30 in the last 30 days · 7 forecast for the next 7, the latest daily change (0) repeated each day · 60 from demo data, not counted');
  });

  it("names each chart as one image and gives its figures as a table: date, actual and forecast, forecast days marked", async () => {
    const rising = buildSeries((index) => index);
    server.use(http.get('/api/admin/forecasting-data', () => HttpResponse.json(buildForecastingData({ siteVisits: rising }))));
    renderWithProviders(<AnalyticsPanel />);
    const visits = await figureText('Site visits');
    expect(within(visits).getByRole('img', { name: 'Site visits: line chart by day, forecast dashed; the figures are in the table that follows' })).toBeInTheDocument();
    const table = within(visits).getByRole('table', { name: 'Site visits by day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Actual', 'Forecast']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(37);
    expect([...rows[29]!.children].map((cell) => cell.textContent)).toEqual(['Jan 30', '29', '—']);
    expect([...rows[30]!.children].map((cell) => cell.textContent)).toEqual(['Jan 31 (forecast)', '—', '30']);
    expect(within(table).getAllByRole('rowheader').filter((cell) => cell.textContent?.endsWith('(forecast)'))).toHaveLength(7);
    // Every chart on the tab, the signups too, is one named image.
    await screen.findByRole('figure', { name: 'Weekly trends' });
    await screen.findByRole('figure', { name: /^Signups per day/ });
    expect(screen.getAllByRole('img', { name: /: line chart by day/ })).toHaveLength(7);
  });

  it('gives the weekly trends as a table too, a column per line', async () => {
    renderWithProviders(<AnalyticsPanel />);
    const trends = await screen.findByRole('figure', { name: 'Weekly trends' });
    const table = within(trends).getByRole('table', { name: 'Weekly trends by day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Emails sent', 'New subscribers', 'Active subscribers']);
    expect([...within(table).getAllByRole('row')[1]!.children].map((cell) => cell.textContent)).toEqual(['Jan 1', '100', '5', '1,000']);
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it("shows today's email figures, tomorrow's schedule and the subscriber breakdowns with their demo part", async () => {
    renderWithProviders(<AnalyticsPanel />);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Sent today').nextSibling).toHaveTextContent('120');
    expect(within(today).getByText('Eligible weekly').nextSibling).toHaveTextContent('900');
    const tomorrow = screen.getByRole('region', { name: "Tomorrow's schedule" });
    expect(within(tomorrow).getByText('daily emails').nextSibling).toHaveTextContent('80');
    const bySource = await screen.findByRole('region', { name: 'By source' });
    expect(within(bySource).getByText('facebook-ads').parentElement).toHaveTextContent('facebook-ads400 (+50 demo)');
  });

  it('says when the weekly trends carry demo data, which the trends themselves do not count', async () => {
    const plain = buildEmailAnalytics();
    const withDemo = { ...plain.weeklyTrends, emailsSent: plain.weeklyTrends.emailsSent.map((point) => ({ ...point, demo: 40 })) };
    server.use(http.get('/api/admin/email-analytics', () => HttpResponse.json(buildEmailAnalytics({ weeklyTrends: withDemo }))));
    renderWithProviders(<AnalyticsPanel />);
    const trends = await screen.findByRole('figure', { name: 'Weekly trends' });
    expect(within(trends).getByText('Dotted lines: demo data, not counted')).toBeInTheDocument();
  });

  it('draws the weekly trends without a demo note when there is no demo data', async () => {
    renderWithProviders(<AnalyticsPanel />);
    const trends = await screen.findByRole('figure', { name: 'Weekly trends' });
    expect(within(trends).queryByText('Dotted lines: demo data, not counted')).not.toBeInTheDocument();
  });

  it('polls the email analytics every 30 seconds and nothing else', async () => {
    const email = recordRequests('get', '/api/admin/email-analytics', () => HttpResponse.json(buildEmailAnalytics()));
    const stats = recordRequests('get', '/api/admin/stats', () => HttpResponse.json(buildAdminStats()));
    jest.useFakeTimers();
    renderWithProviders(<AnalyticsPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await screen.findByRole('region', { name: 'Today' });
    expect(email).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(30_000));
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(email).toHaveLength(3);
    expect(stats).toHaveLength(1);
  });
});

describe('AnalyticsPanel: seed and reset', () => {
  it('seeds demo data, says what was seeded and reloads the figures', async () => {
    const stats = recordRequests('get', '/api/admin/stats', () => HttpResponse.json(buildAdminStats()));
    const { user } = renderWithProviders(<AnalyticsPanel />);
    await within(await screen.findByRole('region', { name: 'Site statistics' })).findByText('1,234');
    expect(stats).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Seed Demo Data' }));
    expect(await screen.findByText('Demo Data Seeded')).toBeInTheDocument();
    expect(screen.getByText('30 days, 120 subscribers, 8 campaigns (drawn as demo data).')).toBeInTheDocument();
    await waitFor(() => expect(stats).toHaveLength(2));
  });

  it.each([
    ['the server message', { error: 'Demo data is already seeded' }, 'Demo data is already seeded'],
    ['a default', undefined, 'Could not seed the email analytics demo data'],
  ])("shows 'Seeding Failed' with %s", async (_, body, description) => {
    server.use(http.post('/api/admin/seed-email-analytics', () => (body ? HttpResponse.json(body, { status: 409 }) : new HttpResponse(null, { status: 500 }))));
    const { user } = renderWithProviders(<AnalyticsPanel />);
    await user.click(screen.getByRole('button', { name: 'Seed Demo Data' }));
    expect(await screen.findByText('Seeding Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('resets blog views only after confirmation', async () => {
    const resets = recordRequests('post', '/api/admin/reset-blog-views', () => HttpResponse.json({ reset: 18 }));
    const { user } = renderWithProviders(<AnalyticsPanel />);
    await user.click(screen.getByRole('button', { name: 'Reset Blog Views' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(resets).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset Blog Views' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset views' }));
    expect(await screen.findByText('Blog Views Reset')).toBeInTheDocument();
    expect(screen.getByText('The view counts of 18 posts are back to zero.')).toBeInTheDocument();
    expect(resets).toHaveLength(1);
  });

  it('offers to remove demo data only while there is some, and removes it after confirmation', async () => {
    const removals = recordRequests('delete', '/api/admin/demo-data', () => HttpResponse.json({ removed: true }));
    let seeded = true;
    const forecasts = recordRequests('get', '/api/admin/forecasting-data', () =>
      HttpResponse.json(buildForecastingData(seeded ? { demo: { seededAt: '2025-01-05T10:00:00.000Z', seededDays: 30, totalSubscribers: 120, totalCampaigns: 8 } } : {})),
    );
    const { user } = renderWithProviders(<AnalyticsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Remove Demo Data' }));
    expect(within(screen.getByRole('alertdialog')).getByText('The 30 days of demo figures leave every chart. Real activity stays as it is.')).toBeInTheDocument();
    seeded = false;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove demo data' }));
    expect(await screen.findByText('Demo Data Removed')).toBeInTheDocument();
    expect(removals).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Demo Data' })).not.toBeInTheDocument());
    expect(forecasts.length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Removal Failed' with the server's message when the demo data cannot be removed", async () => {
    server.use(
      http.get('/api/admin/forecasting-data', () => HttpResponse.json(buildForecastingData({ demo: { seededAt: '2025-01-05T10:00:00.000Z', seededDays: 30, totalSubscribers: 120, totalCampaigns: 8 } }))),
      http.delete('/api/admin/demo-data', () => HttpResponse.json({ error: 'The event store is not available' }, { status: 503 })),
    );
    const { user } = renderWithProviders(<AnalyticsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Remove Demo Data' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove demo data' }));
    expect(await screen.findByText('Removal Failed')).toBeInTheDocument();
    expect(screen.getByText('The event store is not available')).toBeInTheDocument();
  });

  it("shows 'Reset Failed' with a default when the server gives no message", async () => {
    server.use(http.post('/api/admin/reset-blog-views', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderWithProviders(<AnalyticsPanel />);
    await user.click(screen.getByRole('button', { name: 'Reset Blog Views' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset views' }));
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not reset the blog views')).toBeInTheDocument();
  });
});
