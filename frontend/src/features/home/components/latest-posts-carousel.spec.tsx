import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildBlogPost, buildBlogPosts } from '../../../testing/builders/blog-post';
import { backgroundClasses } from '../../../testing/class-names';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { LatestPostsCarousel } from './latest-posts-carousel';

const renderCarousel = () => {
  jest.useFakeTimers();
  return renderWithProviders(<LatestPostsCarousel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
};

describe('LatestPostsCarousel', () => {
  it('shows the first 5 posts and advances every 5 s', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json(buildBlogPosts(7))));
    renderCarousel();
    expect(screen.getByRole('status', { name: 'Loading latest posts' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 5')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
  });

  it('shows category, formatted date, 5 min read, clamped excerpt and a Read Article link', async () => {
    server.use(
      http.get('/api/blog-posts', () =>
        HttpResponse.json([
          buildBlogPost({ slug: 'prompting-101', title: 'Prompting 101', category: 'Tutorial', publishDate: '2025-01-05T12:00:00Z', excerpt: 'Learn prompting.' }),
          buildBlogPost({ slug: 'undated', title: 'Undated', publishDate: 'not a date' }),
        ]),
      ),
    );
    renderCarousel();
    expect(await screen.findByRole('heading', { name: 'Prompting 101' })).toBeInTheDocument();
    // The category's own colour, not the badge default competing with it.
    expect(backgroundClasses(screen.getByText('Tutorial'))).toEqual({ base: ['bg-emerald-700'] });
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(screen.getAllByText('5 min read', { exact: false })[0]).toBeInTheDocument();
    expect(screen.getByText('Learn prompting.')).toHaveClass('line-clamp-3');
    expect(screen.getByRole('link', { name: 'Read Article' })).toHaveAttribute('href', '/blog/prompting-101');
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('Recent')).toBeInTheDocument();
  });

  it('renders nothing without posts', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([])));
    renderCarousel();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading latest posts' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Latest AI Insights' })).not.toBeInTheDocument();
  });
});
