import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildTool, buildTools } from '../../../testing/builders/tool';
import { backgroundClasses } from '../../../testing/class-names';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { FeaturedToolsCarousel } from './featured-tools-carousel';

const serveTools = (count: number) => server.use(http.get('/api/tools/featured', () => HttpResponse.json(buildTools(count))));

const renderCarousel = () => {
  jest.useFakeTimers();
  return renderWithProviders(<FeaturedToolsCarousel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
};

const counter = () => screen.getByText(/^\d+ of \d+$/).textContent;

describe('FeaturedToolsCarousel', () => {
  it('shows a skeleton while loading, then at most 6 tools with counter and progress', async () => {
    serveTools(8);
    renderCarousel();
    expect(screen.getByRole('status', { name: 'Loading featured tools' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 6')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(6);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByRole('heading', { name: 'Discover Powerful AI Tools' })).toBeInTheDocument();
  });

  it('advances every 4 s and wraps around', async () => {
    serveTools(3);
    renderCarousel();
    await screen.findByText('1 of 3');
    act(() => jest.advanceTimersByTime(3999));
    expect(counter()).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(counter()).toBe('2 of 3');
    act(() => jest.advanceTimersByTime(8000));
    expect(counter()).toBe('1 of 3');
  });

  it('pauses after a manual action and resumes 10 s later', async () => {
    serveTools(5);
    const { user } = renderCarousel();
    await screen.findByText('1 of 5');
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(counter()).toBe('4 of 5');
    // The visitor moves on: pointer and focus leave the carousel, only the 10 s pause remains.
    await user.unhover(screen.getByRole('region', { name: 'Featured AI tools' }));
    act(() => screen.getByRole('button', { name: 'Go to slide 4' }).blur());
    act(() => jest.advanceTimersByTime(9999));
    expect(counter()).toBe('4 of 5');
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(4000));
    expect(counter()).toBe('5 of 5');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('1 of 5');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('5 of 5');
  });

  it('renders a slide with Featured badge, 3 tags and a Try link opening the affiliate URL in a new tab', async () => {
    server.use(
      http.get('/api/tools/featured', () =>
        HttpResponse.json([buildTool({ name: 'Writely', tags: ['Writing', 'SEO', 'Editing', 'Marketing'], affiliateUrl: 'https://writely.example/?ref=nav' })]),
      ),
    );
    renderCarousel();
    const tryLink = await screen.findByRole('link', { name: 'Try Writely' });
    expect(tryLink).toHaveAttribute('href', 'https://writely.example/?ref=nav');
    expect(tryLink).toHaveAttribute('target', '_blank');
    expect(backgroundClasses(screen.getByText('Featured'))).toEqual({ base: ['bg-amber-400'] });
    expect(screen.getByRole('list', { name: 'Writely tags' }).children).toHaveLength(3);
    expect(screen.queryByText('Marketing')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Tools' })).toHaveAttribute('href', '/tools');
  });

  it('falls back to the stock image when a tool image fails', async () => {
    server.use(http.get('/api/tools/featured', () => HttpResponse.json([buildTool({ name: 'Broken', image: '/images/missing.png' })])));
    renderCarousel();
    const image = await screen.findByRole('img', { name: 'Broken' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/fallback-image.svg');
  });

  it('renders nothing when there are no featured tools', async () => {
    serveTools(0);
    renderCarousel();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading featured tools' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Discover Powerful AI Tools' })).not.toBeInTheDocument();
  });

  it('renders nothing when the call fails', async () => {
    server.use(http.get('/api/tools/featured', () => new HttpResponse(null, { status: 500 })));
    renderCarousel();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading featured tools' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Discover Powerful AI Tools' })).not.toBeInTheDocument();
  });
});
