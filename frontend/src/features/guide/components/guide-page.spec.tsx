import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { buildGuide, buildGuideCategory, buildGuideTool } from '../../../testing/builders/guide';
import { server } from '../../../testing/server';
import { GuidePage } from './guide-page';

const guide = buildGuide({
  intro: {
    whatIsAI: 'Software that learns from examples.',
    howItsChanging: 'Routine work is being automated.',
    benefits: ['Benefit one', 'Benefit two', 'Benefit three', 'Benefit four', 'Benefit five'],
  },
  categories: [
    buildGuideCategory({
      id: 'content-creation',
      name: 'Content Creation',
      icon: 'PenTool',
      tools: [
        buildGuideTool({ name: 'Jasper', description: 'Marketing copy', isAffiliate: true, learningCurve: 'Easy', features: ['Brand voice', 'Templates'], useCase: 'Ad copy', rating: 4.8, pricing: 'From $39/month', bonus: 'Free trial', implementationTime: '1 day', link: 'https://jasper.example' }),
        buildGuideTool({ name: 'Grammarly', description: 'Writing assistant', learningCurve: 'Medium' }),
      ],
    }),
    buildGuideCategory({
      id: 'code-development',
      name: 'Code Development',
      icon: 'NoSuchIcon',
      tools: [buildGuideTool({ name: 'Copilot', description: 'Pair programmer', category: 'code-development', learningCurve: 'Hard' })],
    }),
  ],
});

const renderGuide = () => {
  server.use(http.get('/api/guide', () => HttpResponse.json(guide)));
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/ai-tools-guide']}>
        <Routes>
          <Route path="/ai-tools-guide" element={<GuidePage />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
};

const sectionNames = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-labelledby')).filter((id) => id?.startsWith('guide-category-'));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('GuidePage static blocks', () => {
  it('shows the hero, intro cards with five benefits, guide contents and strategies', async () => {
    renderGuide();
    expect(screen.getByText('200+ Curated AI Tools with Implementation Guides')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Understanding AI and Its Impact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is AI?' })).toBeInTheDocument();
    expect(screen.getByText('Software that learns from examples.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How AI is Changing Business' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benefits for Your Role' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Benefits for your role' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: "What You'll Find in This Guide" })).toBeInTheDocument();
    for (const item of ['200+ Curated AI Tools', 'Implementation Guides', 'Cost-Benefit Analysis', 'Real Success Stories']) {
      expect(screen.getByRole('heading', { name: item })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Implementation Strategies' })).toBeInTheDocument();
    expect(screen.getByText(/Begin with 1-2 tools/)).toBeInTheDocument();
    expect(screen.getByText(/proper training/)).toBeInTheDocument();
    expect(screen.getByText(/Track productivity gains and ROI/)).toBeInTheDocument();
  });

  it('shows a loading line while the guide loads', () => {
    server.use(http.get('/api/guide', async () => {
      await delay('infinite');
      return HttpResponse.json(guide);
    }));
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <GuidePage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('Loading AI tools guide...')).toBeInTheDocument();
  });

  it('navigates home from "Subscribe to Daily Updates"', async () => {
    const user = userEvent.setup();
    renderGuide();
    const link = screen.getByRole('link', { name: 'Subscribe to Daily Updates' });
    expect(link).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Subscribe to Daily Updates' })).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('GuidePage categories and cards', () => {
  it('renders every category with icon, count badge and cards, hiding rating, bonus, pricing and time', async () => {
    renderGuide();
    const content = await screen.findByRole('region', { name: 'Content Creation' });
    expect(within(content).getByText('2 tools')).toBeInTheDocument();
    expect(content.querySelector('[data-icon="PenTool"]')).not.toBeNull();
    const code = screen.getByRole('region', { name: 'Code Development' });
    expect(code.querySelector('[data-icon="fallback"]')).not.toBeNull();

    const jasperCard = within(content).getAllByTestId('guide-tool-card')[0]!;
    expect(within(jasperCard).getByText('Jasper')).toBeInTheDocument();
    expect(within(jasperCard).getByText('Marketing copy')).toBeInTheDocument();
    expect(within(jasperCard).getByText('Partner')).toBeInTheDocument();
    expect(within(jasperCard).getByText('Content Creation')).toBeInTheDocument();
    expect(within(jasperCard).getByText('Easy Learning')).toBeInTheDocument();
    expect(within(jasperCard).getByText('Brand voice')).toBeInTheDocument();
    expect(within(jasperCard).getByText('Ad copy')).toBeInTheDocument();
    for (const hidden of ['4.8', 'From $39/month', 'Free trial', '1 day']) {
      expect(within(jasperCard).queryByText(hidden, { exact: false })).not.toBeInTheDocument();
    }
    const grammarlyCard = within(content).getAllByTestId('guide-tool-card')[1]!;
    expect(within(grammarlyCard).queryByText('Partner')).not.toBeInTheDocument();
    expect(within(grammarlyCard).getByText('Medium Learning')).toBeInTheDocument();
  });

  it('opens the tool link in a new window without an opener', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderGuide();
    await user.click(await screen.findByRole('button', { name: 'Explore Jasper' }));
    expect(open).toHaveBeenCalledWith('https://jasper.example', '_blank', expect.stringContaining('noopener'));
  });

  it('has 12 tabs and shows only the chosen category', async () => {
    const user = userEvent.setup();
    renderGuide();
    await screen.findByRole('region', { name: 'Content Creation' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Tools', 'Content', 'Media', 'Code', 'Business', 'Productivity', 'Support', 'Audio', 'Research', 'Marketing', 'Finance', 'Security',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    expect(sectionNames()).toEqual(['guide-category-code-development']);
    await user.click(screen.getByRole('tab', { name: 'All Tools' }));
    expect(sectionNames()).toHaveLength(2);
  });

  it('searches names and descriptions case-insensitively, hiding categories without matches', async () => {
    const user = userEvent.setup();
    renderGuide();
    const search = await screen.findByPlaceholderText('Search AI tools...');
    await user.type(search, 'WRITING');
    expect(sectionNames()).toEqual(['guide-category-content-creation']);
    expect(screen.getByText('1 tool')).toBeInTheDocument();
    expect(screen.queryByText('1 tools')).toBeNull();
    expect(screen.getByText('Grammarly')).toBeInTheDocument();
    expect(screen.queryByText('Jasper')).not.toBeInTheDocument();
    // The result is heard too: a polite status sums it up.
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 tool in 1 category');
    await user.clear(search);
    await user.type(search, 'pair');
    expect(sectionNames()).toEqual(['guide-category-code-development']);
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(sectionNames()).toEqual([]);
  });
});

/** The guide in the browser's own history, as on the site: the URL is window.location. */
const renderGuideAt = (url: string) => {
  server.use(http.get('/api/guide', () => HttpResponse.json(guide)));
  window.history.replaceState(null, '', url);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="/ai-tools-guide" element={<GuidePage />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
};

describe('GuidePage tab and search in the URL', () => {
  it('starts with an empty search on All Tools without a query (spec section 4)', async () => {
    renderGuideAt('/ai-tools-guide');
    expect(await screen.findByPlaceholderText('Search AI tools...')).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    expect(sectionNames()).toHaveLength(2);
  });

  it("starts from the query's tab and search", async () => {
    renderGuideAt('/ai-tools-guide?tab=content-creation&q=gram');
    expect(await screen.findByPlaceholderText('Search AI tools...')).toHaveValue('gram');
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Grammarly')).toBeInTheDocument();
    expect(screen.queryByText('Jasper')).not.toBeInTheDocument();
  });

  it('falls back to All Tools for a tab it does not know', async () => {
    renderGuideAt('/ai-tools-guide?tab=everything');
    await screen.findByPlaceholderText('Search AI tools...');
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    expect(sectionNames()).toHaveLength(2);
  });

  it('writes the tab and search into the query of the same history entry, leaving the defaults out', async () => {
    const user = userEvent.setup();
    renderGuideAt('/ai-tools-guide');
    const entries = window.history.length;
    await user.click(await screen.findByRole('tab', { name: 'Code' }));
    await user.type(screen.getByPlaceholderText('Search AI tools...'), 'pair');
    expect(window.location.search).toBe('?tab=code-development&q=pair');
    await user.clear(screen.getByPlaceholderText('Search AI tools...'));
    await user.click(screen.getByRole('tab', { name: 'All Tools' }));
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(entries);
  });
});
