import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { hydrateQueryState } from './app/query-state';
import { matchPage } from './app/router';
import { indexedPaths, pageKind, renderMarkupHtml, renderPage } from './entry-server';
import { buildBlogPost } from './testing/builders/blog-post';
import { buildGuide, buildGuideCategory, buildGuideTool } from './testing/builders/guide';
import { buildTool, buildTools } from './testing/builders/tool';
import { EMPTY_SITE_CONFIG } from './lib/site-config';
import { VALID_SUBSCRIBER_TOKEN, subscriberHandlers } from './testing/handlers/subscribers';
import { server } from './testing/server';

const SITE = 'https://ai-navigator.example';
const SITE_CONFIG = { ...EMPTY_SITE_CONFIG, siteUrl: SITE };
const post = buildBlogPost({ slug: 'ai-for-marketers', title: 'AI for Marketers', publishDate: '2025-01-05', content: '# Why now\n\nFive tools that pay off.' });
const tools = [buildTool({ name: 'ChatGPT', featured: true }), ...buildTools(3)];
const DATA: Record<string, unknown> = {
  '/api/tools': tools,
  '/api/tools/featured': tools.filter((tool) => tool.featured),
  '/api/blog-posts': [post, buildBlogPost()],
  '/api/guide': buildGuide({
    categories: [
      buildGuideCategory({ id: 'content-creation', name: 'Content Creation', tools: [buildGuideTool({ name: 'Jasper' }), buildGuideTool({ name: 'Grammarly' })] }),
      buildGuideCategory({ id: 'code-development', name: 'Code Development', tools: [buildGuideTool({ name: 'Copilot', category: 'code-development' })] }),
    ],
  }),
};
const read = async (url: string) => DATA[url];

const render = (url: string) => renderPage({ url, siteUrl: SITE, site: SITE_CONFIG, read });

/** The JSON-LD objects of a rendered head. */
const structuredData = (head: string) =>
  [...head.matchAll(/<script data-page-head type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json) as Record<string, unknown>);

describe('renderPage', () => {
  it('renders a post with its text, its head and the data it was rendered from', async () => {
    const page = await render('/blog/ai-for-marketers');
    expect(page.status).toBe(200);
    expect(page.kind).toBe('indexed');
    expect(page.html).toContain('AI for Marketers');
    expect(page.html).toContain('Five tools that pay off.');
    expect(page.head).toContain('<title>AI for Marketers | AI Navigator</title>');
    expect(page.head).toContain(`<link data-page-head rel="canonical" href="${SITE}/blog/ai-for-marketers">`);
    expect(page.head).toContain(`<meta data-page-head property="og:image" content="${SITE}/images/social/blog/ai-for-marketers.png">`);
    expect(structuredData(page.head).map((data) => data['@type'])).toEqual(['Organization', 'BlogPosting']);
    expect(page.state).toContain('"queryKey":["/api/blog-posts"]');
    expect(page.reads).toEqual(['/api/blog-posts']);
    expect(page.modules).toEqual(['src/features/blog/index.ts']);
  });

  it('answers 404 with the page rendered for an unknown post and for an unknown path', async () => {
    const post404 = await render('/blog/no-such-post');
    expect(post404.status).toBe(404);
    expect(post404.html).toContain('Post Not Found');
    expect(post404.head).toContain('<meta data-page-head name="robots" content="noindex">');
    const path404 = await render('/no/such/page');
    expect(path404.status).toBe(404);
    expect(path404.html).toContain('404 Page Not Found');
    expect(path404.head).not.toContain('rel="canonical"');
  });

  it('gives the tools directory an ItemList of the tools and the home page the site and organisation', async () => {
    const directory = await render('/tools');
    const list = structuredData(directory.head).find((data) => data['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBe(tools.length);
    expect(directory.html).toContain('ChatGPT');
    const home = await render('/');
    expect(structuredData(home.head).map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home.html).toMatch(/<h1[^>]*>Navigate the(<!-- -->)? <span[^>]*>AI Revolution<\/span><\/h1>/);
  });

  it("shows the Sort box's chosen option in the server HTML, before any script runs", async () => {
    const directory = await render('/tools');
    expect(directory.html).toMatch(/<button[^>]*role="combobox"[^>]*aria-label="Sort by"[^>]*>\s*<span[^>]*>Featured<\/span>/);
  });

  it('renders the directory with the search, categories and sort of its query, under the canonical /tools', async () => {
    const directory = await render('/tools?q=chat&category=Writing&sort=name');
    expect(directory.html).toContain('Showing <!-- -->1<!-- --> of <!-- -->4<!-- --> tools');
    expect(directory.html).toMatch(/<input[^>]*aria-label="Search tools"[^>]*value="chat"/);
    expect(directory.html).toMatch(/aria-label="Sort by"[^>]*>\s*<span[^>]*>Name<\/span>/);
    // A category in the query opens the filter panel, with its box ticked.
    expect(directory.html).toMatch(/<button[^>]*role="checkbox"[^>]*aria-checked="true"[^>]*id="category-writing"/);
    expect(directory.head).toContain(`<link data-page-head rel="canonical" href="${SITE}/tools">`);
    expect(directory.head).toContain(`<meta data-page-head property="og:url" content="${SITE}/tools">`);
  });

  it('renders the guide with no search and every category without a query (spec), and with the tab and search of its query', async () => {
    const plain = await render('/ai-tools-guide');
    expect(plain.html).toMatch(/<input[^>]*placeholder="Search AI tools..."[^>]*value=""/);
    expect(plain.html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>All Tools<\/button>/);
    expect(plain.html).toContain('Jasper');
    expect(plain.html).toContain('Copilot');

    const filtered = await render('/ai-tools-guide?tab=content-creation&q=gram');
    expect(filtered.html).toMatch(/<input[^>]*placeholder="Search AI tools..."[^>]*value="gram"/);
    expect(filtered.html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Content<\/button>/);
    expect(filtered.html).toContain('Grammarly');
    expect(filtered.html).not.toContain('Jasper');
    expect(filtered.html).not.toContain('Copilot');
    expect(filtered.head).toContain(`<link data-page-head rel="canonical" href="${SITE}/ai-tools-guide">`);

    // An unknown tab is the spec's start: all tools.
    const unknownTab = await render('/ai-tools-guide?tab=nothing');
    expect(unknownTab.html).toContain('Copilot');
  });

  it('sends the operator area as an empty, unindexed shell', async () => {
    const admin = await render('/admin');
    expect(admin.kind).toBe('client-only');
    expect(admin.html).toBe('');
    expect(admin.head).toContain('content="noindex"');
    expect(pageKind('/admin/login')).toBe('client-only');
  });

  it('marks the pages reached by emailed links as private and unindexed', async () => {
    const unsubscribe = await render('/unsubscribe?email=ada%40example.com');
    expect(unsubscribe.kind).toBe('private');
    expect(unsubscribe.head).toContain('content="noindex"');
    expect(pageKind('/subscribe/preferences')).toBe('private');
  });

  it('renders a page without data when a read is unavailable, leaving it to the browser', async () => {
    const page = await renderPage({ url: '/ai-tools-guide', siteUrl: SITE, site: SITE_CONFIG, read: async () => undefined });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Loading AI tools guide...');
  });

  it('lists the indexed routes without parameters for the sitemap', () => {
    expect(indexedPaths()).toEqual(['/', '/blog', '/tools', '/about', '/ai-tools-guide', '/subscribe', '/privacy-policy', '/terms-of-service', '/data-deletion', '/contact']);
  });

  it("renders a post body as clean HTML for the feed: the post page's elements, without its classes, test ids or spacers", () => {
    const html = renderMarkupHtml('# Why **now**\n\nIt *pays* off.\n\n### Steps\n1. Pick\n2. Try\n\n- one');
    expect(html).toBe(
      '<h2>Why <strong>now</strong></h2><p>It <em>pays</em> off.</p><h3>Steps</h3><ol><li>Pick</li><li>Try</li></ol><ul><li>one</li></ul>',
    );
  });
});

describe('hydration of a server-rendered page', () => {
  let root: Root | null = null;

  /** Puts a page's server HTML and data in the document, as the browser receives them. */
  const serveInDocument = async (url: string) => {
    const page = await render(url);
    document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
    window.history.replaceState(null, '', url);
    return document.getElementById('root') as HTMLElement;
  };

  const hydrate = async (container: HTMLElement) => {
    const queryClient = createQueryClient();
    hydrateQueryState(queryClient);
    await Promise.all(matchPage(window.location.pathname).screens.map((screen) => screen.preload()));
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={queryClient} headSink={{ siteUrl: SITE }} site={SITE_CONFIG} />);
    });
  };

  /**
   * What the server's HTML offers before the script runs, and that needs the script: every form's
   * fields and buttons, the directory's search, a tool's Details, the menu and theme buttons of the
   * bar and the cookie banner's buttons.
   */
  const scriptControls = (container: HTMLElement) => [
    ...[...container.querySelectorAll('form')].flatMap((form) => [...form.querySelectorAll('input, textarea, button')]),
    ...container.querySelectorAll('input[type="search"], [data-cookie-banner] button'),
    ...within(container).queryAllByRole('button', { name: /^(Details for |Open menu$|Switch to (dark|light) mode$)/ }),
  ];

  it.each(['/', '/subscribe', '/contact', '/unsubscribe', '/data-deletion', '/tools'])(
    'serves the controls of %s disabled until the page is hydrated, then enables them',
    async (url) => {
      const container = await serveInDocument(url);
      const before = scriptControls(container);
      // Each of these pages has a field to type into (a form's, or the directory's search).
      expect(before.some((control) => control instanceof HTMLInputElement && control.type !== 'hidden')).toBe(true);
      for (const control of before) expect(control).toBeDisabled();
      await hydrate(container);
      const after = scriptControls(container);
      expect(after.length).toBe(before.length);
      for (const control of after) expect(control).toBeEnabled();
    },
  );

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /**
   * A reload of a page opened from an email: its address and token left the URL at start-up and live
   * in the history entry's state, which the server never sees, so it rendered the page without them.
   */
  const reloadWithLinkState = async (url: string, link: { email: string; token: string | null }) => {
    const container = await serveInDocument(url);
    expect(container.querySelector('input[type="email"]')).toHaveValue('');
    window.history.replaceState({ usr: { link }, key: 'reloaded', idx: 0 }, '', url);
    await hydrate(container);
    return container;
  };

  it("keeps the address of a reloaded unsubscribe link, and 'Update preferences instead' still opens the preferences", async () => {
    server.use(...subscriberHandlers);
    const container = await reloadWithLinkState('/unsubscribe', { email: 'reader@example.com', token: VALID_SUBSCRIBER_TOKEN });
    const page = within(container);
    expect(page.getByLabelText('Email address')).toHaveValue('reader@example.com');
    await userEvent.click(page.getByRole('link', { name: 'Update preferences instead' }));
    expect(await page.findByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
    expect(page.getByLabelText('Email address')).toHaveValue('reader@example.com');
  });

  it('keeps the address of a reloaded preferences page that needs a secure link', async () => {
    const container = await reloadWithLinkState('/subscribe/preferences', { email: 'reader@example.com', token: null });
    expect(within(container).getByLabelText('Email address')).toHaveValue('reader@example.com');
  });

  it.each([
    '/',
    '/tools',
    '/tools?q=tool&category=Writing&sort=newest',
    '/blog',
    '/blog/ai-for-marketers',
    '/ai-tools-guide',
    '/ai-tools-guide?tab=code-development&q=co',
    '/about',
    '/privacy-policy',
    '/no/such/page',
  ])(
    'adopts the server HTML of %s without a mismatch or a re-render',
    async (url) => {
      const page = await render(url);
      document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
      window.history.replaceState(null, '', url);
      const container = document.getElementById('root') as HTMLElement;
      const serverHeading = container.querySelector('h1');
      expect(serverHeading).not.toBeNull();

      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable: unknown[] = [];
      const queryClient = createQueryClient();
      hydrateQueryState(queryClient);
      await Promise.all(matchPage(window.location.pathname).screens.map((screen) => screen.preload()));
      await act(async () => {
        root = hydrateRoot(container, <App queryClient={queryClient} headSink={{ siteUrl: SITE }} site={SITE_CONFIG} />, { onRecoverableError: (error) => recoverable.push(error) });
      });
      errors.mockRestore();

      expect(recoverable).toEqual([]);
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([]);
      // The heading on screen is the server's own node: React adopted the HTML instead of replacing it.
      expect(container.querySelector('h1')).toBe(serverHeading);
    },
  );
});
