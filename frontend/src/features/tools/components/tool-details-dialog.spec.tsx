import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { buildEnhancedToolData, buildTool } from '../../../testing/builders/tool';
import { server } from '../../../testing/server';
import { ToolsPage } from './tools-page';

const tool = buildTool({
  name: 'Notion AI',
  description: 'Workspace assistant',
  rating: 4.2,
  reviewCount: 77,
  pros: ['Lives in your notes'],
  keyFeatures: ['Summaries'],
  useCases: ['Meeting notes'],
});

const openDetails = async () => {
  const user = userEvent.setup();
  server.use(http.get('/api/tools', () => HttpResponse.json([tool])));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ToolsPage />
      </MemoryRouter>
    </AppProviders>,
  );
  await user.click(await screen.findByRole('button', { name: 'Details for Notion AI' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Notion AI' }) };
};

describe('tool details dialog', () => {
  it('reads "Loading real data from AI research..." while the enhanced data loads', async () => {
    server.use(http.get('/api/tools/:name/enhanced', async () => {
      await delay('infinite');
      return HttpResponse.json(buildEnhancedToolData());
    }));
    const { dialog } = await openDetails();
    expect(within(dialog).getByText('Loading real data from AI research...')).toBeInTheDocument();
  });

  it('requests the URL-encoded name and shows the enhanced data', async () => {
    const requestedPaths: string[] = [];
    server.use(http.get('/api/tools/:name/enhanced', ({ request }) => {
      requestedPaths.push(new URL(request.url).pathname);
      return HttpResponse.json(buildEnhancedToolData({ rating: 4.8, reviewCount: 2500, pros: ['Great search'], features: ['Databases'], useCases: ['Wikis'] }));
    }));
    const { dialog } = await openDetails();
    expect(await within(dialog).findByText('Great search')).toBeInTheDocument();
    expect(within(dialog).getByText('4.8')).toBeInTheDocument();
    expect(within(dialog).getByText('(2,500 reviews)')).toBeInTheDocument();
    expect(within(dialog).getByText('Databases')).toBeInTheDocument();
    expect(within(dialog).getByText('Wikis')).toBeInTheDocument();
    expect(requestedPaths).toEqual(['/api/tools/Notion%20AI/enhanced']);
  });

  it('retries once, then shows the failure notice with the basic data', async () => {
    let calls = 0;
    server.use(http.get('/api/tools/:name/enhanced', () => {
      calls += 1;
      return HttpResponse.json({ error: 'Tool not found' }, { status: 404 });
    }));
    const { dialog } = await openDetails();
    expect(await within(dialog).findByText('Unable to load enhanced data', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Showing basic information')).toBeInTheDocument();
    expect(within(dialog).getByText('Lives in your notes')).toBeInTheDocument();
    expect(within(dialog).getByText('Summaries')).toBeInTheDocument();
    expect(within(dialog).getByText('Meeting notes')).toBeInTheDocument();
    expect(within(dialog).getByText('(77 reviews)')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('offers "Try <name>" as the affiliate link and closes with "Close"', async () => {
    const { user, dialog } = await openDetails();
    const tryLink = within(dialog).getByRole('link', { name: 'Try Notion AI' });
    expect(tryLink).toHaveAttribute('href', tool.affiliateUrl);
    expect(tryLink).toHaveAttribute('target', '_blank');
    expect(tryLink).toHaveAttribute('rel', 'noopener sponsored');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Back (a phone\'s usual way out) and leaves the directory on show', async () => {
    await openDetails();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'All AI Tools' })).toBeInTheDocument();
  });
});
