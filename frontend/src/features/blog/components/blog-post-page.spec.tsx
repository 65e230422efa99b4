import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { buildBlogPost } from '../../../testing/builders/blog-post';
import { server } from '../../../testing/server';
import { BLOG_VIEW_LIMITS } from '@contract/blog.vocabulary';
import { SITE_DESCRIPTION } from '../../../lib/page-head/page-head';
import { BlogPostPage } from './blog-post-page';

const post = buildBlogPost({
  id: 'post-42',
  slug: 'ai-for-marketers',
  title: 'AI for Marketers',
  excerpt: 'Five tools that pay off',
  category: 'Strategy',
  publishDate: '2025-01-05',
  content: '#### Why now\n\nUse **bold** moves and *small* steps.\n\n- First tool\n- Second tool\n\n1. Plan\n2. Act\n\n<script>alert(1)</script>',
});

const viewCalls: string[] = [];

const servePosts = () => {
  viewCalls.length = 0;
  server.use(
    http.get('/api/blog-posts', () => HttpResponse.json([buildBlogPost({ slug: 'other' }), post])),
    http.post('/api/blog-posts/:id/view', ({ params }) => {
      viewCalls.push(String(params.id));
      return HttpResponse.json({ views: 1 });
    }),
  );
};

const renderPost = (slug: string) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/blog/${slug}`]}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogPostPage />} />
          <Route path="/blog" element={<h1>Blog list</h1>} />
          <Route path="/tools" element={<h1>Tools</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('BlogPostPage states', () => {
  it('reads "Loading blog post..." while loading', () => {
    server.use(http.get('/api/blog-posts', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    renderPost('anything');
    expect(screen.getByText('Loading blog post...')).toBeInTheDocument();
  });

  it('shows "Post Not Found" with a way back when no slug matches', async () => {
    servePosts();
    const user = userEvent.setup();
    renderPost('missing-slug');
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(screen.getByRole('heading', { name: 'Blog list' })).toBeInTheDocument();
  });

  it('offers to try again, not "Post Not Found", when the posts could not be loaded', async () => {
    let failures = 1;
    server.use(
      http.get('/api/blog-posts', () => (failures-- > 0 ? new HttpResponse('busy', { status: 503 }) : HttpResponse.json([buildBlogPost({ slug: 'back-again', title: 'Back again' })]))),
    );
    const user = userEvent.setup();
    renderPost('back-again');
    expect(await screen.findByRole('heading', { name: "We couldn't load this article" })).toBeInTheDocument();
    expect(screen.queryByText('Post Not Found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
  });

  it('shows category, date, title, excerpt, image and links', async () => {
    servePosts();
    renderPost(post.slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'AI for Marketers' })).toBeInTheDocument();
    expect(screen.getByText('Strategy')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Five tools that pay off')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AI for Marketers' })).toHaveAttribute('src', post.image);
    expect(screen.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Explore AI Tools' })).toHaveAttribute('href', '/tools');
  });

  it('renders the body markup as elements and keeps HTML as text', async () => {
    servePosts();
    const { container } = renderPost(post.slug);
    expect(await screen.findByRole('heading', { level: 2, name: 'Why now' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('small').tagName).toBe('EM');
    const lists = within(screen.getByRole('article')).getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('BlogPostPage head tags', () => {
  it('sets title, description, Open Graph and JSON-LD, and restores the defaults on leaving', async () => {
    document.title = 'AI Navigator';
    servePosts();
    const user = userEvent.setup();
    renderPost(post.slug);
    await screen.findByRole('heading', { level: 1, name: 'AI for Marketers' });
    expect(document.title).toBe('AI for Marketers | AI Navigator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Five tools that pay off');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', `${window.location.origin}/blog/ai-for-marketers`);
    // Link previews do not show SVG: the shared image is the PNG the server renders from the cover.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/images/social/blog/ai-for-marketers.png`);
    const structuredData = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
    expect(structuredData()).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: 'AI for Marketers', datePublished: post.publishDate }));

    await user.click(screen.getByRole('link', { name: 'Explore AI Tools' }));
    expect(document.title).toBe('AI Navigator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', SITE_DESCRIPTION);
    expect(structuredData().map((data) => data['@type'])).toEqual(['Organization']);
  });
});

describe('BlogPostPage view tracking', () => {
  /** Opens the post (again: a reload, or Back to it) and lets msw and react-query settle on the fake clock without reaching the 1.5 s mark. */
  const showPost = async () => {
    const shown = renderPost(post.slug);
    for (let step = 0; step < 20 && !screen.queryByRole('heading', { level: 1, name: 'AI for Marketers' }); step += 1) {
      await act(() => jest.advanceTimersByTimeAsync(10));
    }
    expect(screen.getByRole('heading', { level: 1, name: 'AI for Marketers' })).toBeInTheDocument();
    return shown;
  };

  const renderWithFakeTimers = async () => {
    jest.useFakeTimers();
    servePosts();
    return showPost();
  };

  it("does not report the view again when the post is shown again within the server's window, and does after it", async () => {
    const first = await renderWithFakeTimers();
    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(viewCalls).toEqual(['post-42']);
    first.unmount();

    const again = await showPost();
    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(viewCalls).toEqual(['post-42']);
    again.unmount();

    await act(() => jest.advanceTimersByTimeAsync(BLOG_VIEW_LIMITS.windowMs));
    await showPost();
    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(viewCalls).toEqual(['post-42', 'post-42']);
  });

  it('takes a 429 as a view counted already: nothing is logged, and it is not sent again within the window', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused: string[] = [];
    jest.useFakeTimers();
    servePosts();
    server.use(
      http.post('/api/blog-posts/:id/view', ({ params }) => {
        refused.push(String(params.id));
        return HttpResponse.json({ error: 'This view was already counted; try again in 1 minute.' }, { status: 429 });
      }),
    );
    const first = await showPost();
    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(refused).toEqual(['post-42']);
    first.unmount();
    await showPost();
    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(refused).toEqual(['post-42']);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('counts the view once, 1.5 seconds after the post shows', async () => {
    await renderWithFakeTimers();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(viewCalls).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(viewCalls).toEqual(['post-42']);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(viewCalls).toEqual(['post-42']);
  });

  it('counts the view once when scrolled past 200 px first', async () => {
    await renderWithFakeTimers();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 350, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(viewCalls).toEqual(['post-42']);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(viewCalls).toEqual(['post-42']);
  });

  it('only logs a failure, without personal data, and keeps the post on screen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    servePosts();
    server.use(http.post('/api/blog-posts/:id/view', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderPost(post.slug);
    await screen.findByRole('heading', { level: 1, name: 'AI for Marketers' });
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Blog view tracking failed:', 'status 500'));
    expect(screen.getByRole('heading', { level: 1, name: 'AI for Marketers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
