import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { buildBlogPost } from '../../../testing/builders/blog-post';
import { server } from '../../../testing/server';
import { DEFAULT_BLOG_IMAGE } from './blog-image';
import { BlogListPage } from './blog-list-page';

const renderList = (url = '/blog') =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <BlogListPage />
      </MemoryRouter>
    </AppProviders>,
  );

const older = buildBlogPost({ slug: 'older', title: 'Older post', category: 'News', publishDate: '2024-11-02T09:00:00.000Z' });
const newest = buildBlogPost({ slug: 'newest', title: 'Newest post', category: 'Guide', publishDate: '2025-01-05T10:00:00.000Z' });
const undated = buildBlogPost({ slug: 'undated', title: 'Undated post', category: 'Review', publishDate: 'someday' });
const middle = buildBlogPost({ slug: 'middle', title: 'Middle post', category: 'Tutorial', publishDate: '2024-12-24T09:00:00.000Z', excerpt: 'How to start' });
const strategy = buildBlogPost({ slug: 'plan', title: 'Plan post', category: 'Strategy', publishDate: '2024-06-01T09:00:00.000Z' });

describe('BlogListPage', () => {
  it('reads "Loading blog posts..." while loading', () => {
    server.use(http.get('/api/blog-posts', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Tools Blog' })).toBeInTheDocument();
    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
  });

  it('lists posts newest first, each linking to its page', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([older, undated, newest, middle])));
    renderList();
    const cards = await screen.findAllByTestId('blog-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Newest post', 'Middle post', 'Older post', 'Undated post']);
    expect(cards[0]).toHaveAttribute('href', '/blog/newest');
    expect(within(cards[1]!).getByText('How to start')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Read More')).toBeInTheDocument();
  });

  it('formats dates like "Jan 5, 2025" and shows "Recent" for unparsable ones', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([newest, undated])));
    renderList();
    const cards = await screen.findAllByTestId('blog-card');
    expect(within(cards[0]!).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Recent')).toBeInTheDocument();
  });

  it('gives each of the five categories its own colour', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([newest, middle, strategy, older, undated])));
    renderList();
    await screen.findAllByTestId('blog-card');
    const badgeClasses = ['Guide', 'Tutorial', 'Strategy', 'News', 'Review'].map((category) => screen.getByText(category, { selector: '[data-category]' }).className);
    expect(new Set(badgeClasses).size).toBe(5);
  });

  it('shows one category for ?category= (the footer\'s Reviews link), with a way back to all posts', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([newest, undated, middle, older])));
    renderList('/blog?category=Review');
    const cards = await screen.findAllByTestId('blog-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Undated post']);
    expect(screen.getByText(/posts only/)).toHaveTextContent('Showing Review posts only.');
    expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog');
  });

  it('ignores an unknown category', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([newest, older])));
    renderList('/blog?category=Gossip');
    expect(await screen.findAllByTestId('blog-card')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Show all posts' })).not.toBeInTheDocument();
  });

  it('falls back to the default image when a post image fails', async () => {
    server.use(http.get('/api/blog-posts', () => HttpResponse.json([newest])));
    renderList();
    const image = await screen.findByRole('img', { name: 'Newest post' });
    expect(image).toHaveAttribute('src', newest.image);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
  });

  it('links back to home', async () => {
    renderList();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
