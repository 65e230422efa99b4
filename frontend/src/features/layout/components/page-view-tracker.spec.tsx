import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { initTracking } from '../../../lib/tracking';
import { recordRequests } from '../../../testing/record-requests';
import { PAGE_HEAD_WAIT_MS, PageViewTracker } from './page-view-tracker';

const enableAnalytics = () => {
  const config = document.createElement('script');
  config.id = 'site-config';
  config.type = 'application/json';
  config.textContent = JSON.stringify({ analyticsId: 'G-TEST', pixelId: null });
  document.head.appendChild(config);
  window.localStorage.setItem('cookie-consent', 'all');
  initTracking();
};

const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[1] === 'page_view')
    .map((entry) => {
      const { page_path: path, page_title: title } = entry[2] as { page_path: string; page_title: string };
      return { path, title };
    });

const Tools = () => {
  usePageHead(simplePageHead('/tools', 'All AI Tools', 'Every tool'));
  return (
    <>
      <Link to="/slow">Slow page</Link>
      {/* What the router hears when a closed dialog's Back reaches it after a tool click wrote its conversion into the URL. */}
      <Link to="/tools?conversion=tool_click&value=5&currency=USD&tool=Jasper">Same page, new query</Link>
    </>
  );
};

/** A screen whose head is known only once its data is there, as a post's is. */
const Slow = () => {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 500);
    return () => clearTimeout(timer);
  }, []);
  usePageHead(loaded ? simplePageHead('/slow', 'Slow page', 'Loads') : null);
  return <Link to="/headless">Headless page</Link>;
};

const Headless = () => <p>No head of its own</p>;

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={['/tools']}>
      <PageViewTracker />
      <Routes>
        <Route path="/tools" element={<Tools />} />
        <Route path="/slow" element={<Slow />} />
        <Route path="/headless" element={<Headless />} />
      </Routes>
    </MemoryRouter>,
  );

describe('PageViewTracker', () => {
  it("reports each page with its own title once its head is in place, and a page without one after the wait, with the site's title", async () => {
    enableAnalytics();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp();
    expect(pageViews()).toEqual([{ path: '/tools', title: 'All AI Tools | AI Navigator' }]);

    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    // The data is not there yet: nothing is reported under the title the last page left behind.
    expect(pageViews()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(500));
    expect(pageViews()).toEqual([
      { path: '/tools', title: 'All AI Tools | AI Navigator' },
      { path: '/slow', title: 'Slow page | AI Navigator' },
    ]);

    await user.click(screen.getByRole('link', { name: 'Headless page' }));
    act(() => jest.advanceTimersByTime(PAGE_HEAD_WAIT_MS - 1));
    expect(pageViews()).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(pageViews().at(-1)).toEqual({ path: '/headless', title: 'AI Navigator' });
    act(() => jest.advanceTimersByTime(10 * PAGE_HEAD_WAIT_MS));
    expect(pageViews()).toHaveLength(3);
  });

  it('counts no page view, to the beacon or the tags, when only the query of the page on show changes', async () => {
    enableAnalytics();
    jest.useFakeTimers();
    const beacon = recordRequests('post', '/api/track', () => new HttpResponse(null, { status: 204 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Same page, new query' }));
    act(() => jest.advanceTimersByTime(10 * PAGE_HEAD_WAIT_MS));
    expect(pageViews()).toEqual([{ path: '/tools', title: 'All AI Tools | AI Navigator' }]);

    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    act(() => jest.advanceTimersByTime(10 * PAGE_HEAD_WAIT_MS));
    await waitFor(() => expect(beacon).toHaveLength(2));
    expect(beacon.map((request) => request.body)).toEqual([
      { type: 'page_view', path: '/tools' },
      { type: 'page_view', path: '/slow' },
    ]);
    expect(pageViews().map((view) => view.path)).toEqual(['/tools', '/slow']);
  });
});
