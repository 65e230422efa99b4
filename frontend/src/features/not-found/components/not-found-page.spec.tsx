import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageHeadProvider } from '../../../lib/page-head/use-page-head';
import { NotFoundPage } from './not-found-page';

const SITE = 'https://ai-navigator.example';

const renderAt = (url: string) =>
  render(
    <PageHeadProvider sink={{ siteUrl: SITE }}>
      <MemoryRouter initialEntries={[url]}>
        <NotFoundPage />
      </MemoryRouter>
    </PageHeadProvider>,
  );

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('NotFoundPage', () => {
  it('tells the visitor the page is missing and hints at the router', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shares the URL that was asked for (its path on the site URL, without the query), kept out of the index', () => {
    const { unmount } = renderAt('/tools/no-such-tool?utm_source=chat#top');
    expect(meta('og:url')).toBe(`${SITE}/tools/no-such-tool`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
  });

  it('keeps the shared URL on the site even for a path that reads as another host', () => {
    const { unmount } = renderAt('//evil.example/phish');
    expect(meta('og:url')).toBe(`${SITE}//evil.example/phish`);
    unmount();
  });
});
