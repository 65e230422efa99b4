import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { buildTool } from '../../../testing/builders/tool';
import { backgroundClasses } from '../../../testing/class-names';
import { server } from '../../../testing/server';
import type { Tool } from '@contract/catalogue.contract';
import { ToolsPage } from './tools-page';

const renderToolsPage = (tools: Tool[]) => {
  server.use(http.get('/api/tools', () => HttpResponse.json(tools)));
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/tools']}>
        <ToolsPage />
      </MemoryRouter>
    </AppProviders>,
  );
};

const cardNames = () => screen.getAllByTestId('tool-card').map((card) => within(card).getByRole('heading').textContent);

const jasper = buildTool({ name: 'Jasper', description: 'Marketing copy', tags: ['Writing', 'Marketing', 'SEO', 'Editing', 'Assistant'], featured: true, reviewCount: 40, createdAt: '2024-01-01' });
const midjourney = buildTool({ name: 'Midjourney', description: 'Art from prompts', tags: ['Images', 'Design'], featured: false, reviewCount: 900, createdAt: '2025-05-01' });
const copilot = buildTool({ name: 'Copilot', description: 'Code completion', tags: ['Coding'], featured: true, reviewCount: 500, createdAt: '2023-01-01' });
const catalogue = [midjourney, jasper, copilot];

describe('ToolsPage list', () => {
  it('shows the heading, the count line and featured tools first', async () => {
    renderToolsPage(catalogue);
    expect(screen.getByRole('heading', { level: 1, name: 'All AI Tools' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 tools')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Jasper', 'Copilot', 'Midjourney']);
  });

  it('shows the Featured badge only on featured tools', async () => {
    renderToolsPage(catalogue);
    const cards = await screen.findAllByTestId('tool-card');
    expect(within(cards[0]!).getByText('Featured')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText('Featured')).not.toBeInTheDocument();
  });

  it('names each card\'s Details button and Try Now link after its tool, keeping the visible text', async () => {
    renderToolsPage(catalogue);
    await screen.findAllByTestId('tool-card');
    expect(screen.getAllByRole('button', { name: /^Details for / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Details for Jasper',
      'Details for Copilot',
      'Details for Midjourney',
    ]);
    const tryLinks = screen.getAllByRole('link', { name: /^Try Now: / });
    expect(tryLinks.map((link) => link.getAttribute('aria-label'))).toEqual(['Try Now: Jasper', 'Try Now: Copilot', 'Try Now: Midjourney']);
    tryLinks.forEach((link) => expect(link).toHaveTextContent('Try Now'));
    expect(screen.getByRole('button', { name: 'Details for Jasper' })).toHaveTextContent('Details');
  });

  it('gives the Featured badge one background colour of its own', async () => {
    renderToolsPage([jasper]);
    const badge = within(await screen.findByTestId('tool-card')).getByText('Featured');
    expect(backgroundClasses(badge)).toEqual({ base: ['bg-amber-400'] });
  });

  it('shows three tags and a "+N more" badge', async () => {
    renderToolsPage([jasper]);
    const card = await screen.findByTestId('tool-card');
    expect(within(card).getByText('Writing')).toBeInTheDocument();
    expect(within(card).getByText('Marketing')).toBeInTheDocument();
    expect(within(card).getByText('SEO')).toBeInTheDocument();
    expect(within(card).queryByText('Editing')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
  });

  it('links "Try Now" to the affiliate URL in a new tab marked sponsored', async () => {
    renderToolsPage([jasper]);
    const link = await screen.findByRole('link', { name: 'Try Now: Jasper' });
    expect(link).toHaveAttribute('href', jasper.affiliateUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
  });

  it('falls back to a gradient initial when the image fails', async () => {
    renderToolsPage([jasper]);
    const image = await screen.findByRole('img', { name: 'Jasper' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Jasper' }).tagName).toBe('DIV');
    expect(screen.getByRole('img', { name: 'Jasper' })).toHaveTextContent('J');
  });
});

describe('ToolsPage search, sort and filters', () => {
  it('filters by search text on name, description or tag', async () => {
    const user = userEvent.setup();
    renderToolsPage(catalogue);
    const search = await screen.findByRole('searchbox', { name: 'Search tools' });
    await user.type(search, 'PROMPTS');
    expect(screen.getByText('Showing 1 of 3 tools')).toBeInTheDocument();
    // Heard as well as seen: the count is a polite status.
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 tools');
    expect(cardNames()).toEqual(['Midjourney']);
    await user.clear(search);
    await user.type(search, 'coding');
    expect(cardNames()).toEqual(['Copilot']);
  });

  it('sorts by the chosen option', async () => {
    const user = userEvent.setup();
    renderToolsPage(catalogue);
    await screen.findByText('Showing 3 of 3 tools');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most Popular' }));
    expect(cardNames()).toEqual(['Midjourney', 'Copilot', 'Jasper']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    expect(cardNames()).toEqual(['Midjourney', 'Jasper', 'Copilot']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    expect(cardNames()).toEqual(['Copilot', 'Jasper', 'Midjourney']);
  });

  it('expands filters with 15 categories, 8 features and the price options, applying only categories', async () => {
    const user = userEvent.setup();
    renderToolsPage(catalogue);
    await screen.findByText('Showing 3 of 3 tools');
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(15);
    const features = screen.getByRole('group', { name: 'Features' });
    expect(within(features).getAllByRole('checkbox')).toHaveLength(8);

    await user.click(within(features).getByRole('checkbox', { name: 'API Access' }));
    await user.click(screen.getByRole('combobox', { name: 'Price' }));
    const priceOptions = await screen.findAllByRole('option');
    expect(priceOptions.map((option) => option.textContent)).toEqual(['All Prices', 'Free', 'Under $10', '$10 - $50', 'Over $50']);
    await user.click(screen.getByRole('option', { name: 'Over $50' }));
    expect(screen.getByText('Showing 3 of 3 tools')).toBeInTheDocument();

    await user.click(within(categories).getByRole('checkbox', { name: 'Design' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Coding' }));
    expect(cardNames()).toEqual(['Copilot', 'Midjourney']);
    await user.click(within(categories).getByRole('checkbox', { name: 'Coding' }));
    expect(cardNames()).toEqual(['Midjourney']);
  });

  it('shows the empty state and clears every filter, moving focus to the search box', async () => {
    const user = userEvent.setup();
    renderToolsPage(catalogue);
    await user.type(await screen.findByRole('searchbox', { name: 'Search tools' }), 'nothing like this');
    expect(screen.getByText('No tools found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 tools')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Showing 3 of 3 tools')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    // The button left with the empty state: focus is on the search, not dropped to the body.
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveFocus();
  });

  it('shows skeletons while the list loads', async () => {
    server.use(http.get('/api/tools', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <ToolsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByTestId('tools-loading')).toBeInTheDocument();
  });
});

/** The directory in the browser's own history, as on the site: the URL is window.location. */
const renderToolsPageAt = (url: string) => {
  server.use(http.get('/api/tools', () => HttpResponse.json(catalogue)));
  window.history.replaceState(null, '', url);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <Link to="/tools">Tools in the bar</Link>
        <Link to="/blog">Blog in the bar</Link>
        <Routes>
          <Route path="/tools" element={<ToolsPage />} />
          <Route path="/blog" element={<h1>Blog page</h1>} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
};

const query = () => Object.fromEntries([...new URLSearchParams(window.location.search).keys()].map((key) => [key, new URLSearchParams(window.location.search).getAll(key)]));

describe('ToolsPage filters in the URL', () => {
  it("starts from the query's search, categories and sort, with the filter panel open on its categories", async () => {
    renderToolsPageAt('/tools?q=o&category=Coding&category=Design&sort=popular');
    expect(await screen.findByText('Showing 2 of 3 tools')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Midjourney', 'Copilot']);
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('o');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most Popular');
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('checkbox', { name: 'Coding' })).toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Design' })).toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Writing' })).not.toBeChecked();
  });

  it('ignores values outside the lists and starts as the spec says without a query', async () => {
    renderToolsPageAt('/tools?category=Nonsense&sort=cheapest&price=free-beer');
    expect(await screen.findByText('Showing 3 of 3 tools')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Jasper', 'Copilot', 'Midjourney']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Featured');
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('writes each change into the query of the same history entry, leaving defaults and other parameters as they are', async () => {
    const user = userEvent.setup();
    renderToolsPageAt('/tools?conversion=tool_click');
    const entries = window.history.length;
    await user.type(await screen.findByRole('searchbox', { name: 'Search tools' }), 'jas');
    expect(query()).toEqual({ conversion: ['tool_click'], q: ['jas'] });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Writing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Free Tier' }));
    expect(query()).toEqual({ conversion: ['tool_click'], q: ['jas'], sort: ['newest'], category: ['Writing'], feature: ['Free Tier'] });
    await user.clear(screen.getByRole('searchbox', { name: 'Search tools' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'nothing like this');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(query()).toEqual({ conversion: ['tool_click'] });
    expect(window.history.length).toBe(entries);
  });

  it('keeps a search for an email address out of the address bar, as every personal value', async () => {
    const user = userEvent.setup();
    renderToolsPageAt('/tools');
    await user.type(await screen.findByRole('searchbox', { name: 'Search tools' }), 'ada@example.com');
    expect(screen.getByText('Showing 0 of 3 tools')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows the list left behind again after Back, and a fresh list when the bar links to the directory', async () => {
    const user = userEvent.setup();
    renderToolsPageAt('/tools');
    await user.type(await screen.findByRole('searchbox', { name: 'Search tools' }), 'copilot');
    expect(cardNames()).toEqual(['Copilot']);

    await user.click(screen.getByRole('link', { name: 'Blog in the bar' }));
    expect(await screen.findByRole('heading', { name: 'Blog page' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByText('Showing 1 of 3 tools')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('copilot');

    await user.click(screen.getByRole('link', { name: 'Tools in the bar' }));
    expect(await screen.findByText('Showing 3 of 3 tools')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    expect(window.location.search).toBe('');
  });
});
