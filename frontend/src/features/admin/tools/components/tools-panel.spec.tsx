import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FEATURED_TOOLS_QUERY_KEY, TOOLS_QUERY_KEY } from '../../../../api/tools-query-keys';
import { buildTools } from '../../../../testing/builders/tool';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { ToolsPanel } from './tools-panel';

const renderPanel = () => {
  const rendered = renderWithProviders(<ToolsPanel />);
  // The public directory and the home carousel have read the tools already.
  rendered.queryClient.setQueryData(TOOLS_QUERY_KEY, buildTools(2));
  rendered.queryClient.setQueryData(FEATURED_TOOLS_QUERY_KEY, buildTools(1));
  return rendered;
};

const isInvalidated = (rendered: ReturnType<typeof renderPanel>, key: readonly unknown[]) => rendered.queryClient.getQueryState(key)?.isInvalidated;

describe('ToolsPanel', () => {
  it('refreshes the database, shows what changed and invalidates the public tools reads', async () => {
    const rendered = renderPanel();
    await rendered.user.click(screen.getByRole('button', { name: 'Refresh Tools Database' }));
    const result = await screen.findByRole('region', { name: 'Refresh result' });
    expect(within(result).getByText('32 tools read from built-in catalogue.')).toBeInTheDocument();
    expect(within(result).getByText('Added').nextSibling).toHaveTextContent('2');
    expect(within(result).getByText('Unchanged').nextSibling).toHaveTextContent('29');
    expect(isInvalidated(rendered, TOOLS_QUERY_KEY)).toBe(true);
    expect(isInvalidated(rendered, FEATURED_TOOLS_QUERY_KEY)).toBe(true);
  });

  it("shows 'Failed to refresh tools database' and keeps the public reads when the refresh fails", async () => {
    server.use(http.post('/api/admin/refresh-tools', () => HttpResponse.json({ error: 'The catalogue source is invalid' }, { status: 400 })));
    const rendered = renderPanel();
    await rendered.user.click(screen.getByRole('button', { name: 'Refresh Tools Database' }));
    expect(await screen.findByText('Failed to refresh tools database')).toBeInTheDocument();
    expect(screen.getByText('The catalogue source is invalid')).toBeInTheDocument();
    expect(isInvalidated(rendered, TOOLS_QUERY_KEY)).toBe(false);
  });

  it('enhances with AI and lists each changed tool with its changed fields', async () => {
    const rendered = renderPanel();
    await rendered.user.click(screen.getByRole('button', { name: 'Enhance Tools with AI' }));
    const result = await screen.findByRole('region', { name: 'Enhancement result' });
    expect(within(result).getByText('Written by the offline writer (no OpenAI key set).')).toBeInTheDocument();
    expect(within(result).getByText('Jasper').parentElement).toHaveTextContent('Jasper: rating, pros');
    expect(isInvalidated(rendered, FEATURED_TOOLS_QUERY_KEY)).toBe(true);
  });

  it("shows the spec's message when the enhancement fails", async () => {
    server.use(http.post('/api/admin/enhance-tools', () => HttpResponse.json({ error: 'The AI service failed' }, { status: 502 })));
    const rendered = renderPanel();
    await rendered.user.click(screen.getByRole('button', { name: 'Enhance Tools with AI' }));
    expect(await screen.findByText('Failed to enhance tools data. Please check OpenAI API key.')).toBeInTheDocument();
  });
});
