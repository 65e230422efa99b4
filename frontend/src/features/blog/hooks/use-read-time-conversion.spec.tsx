import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { initTracking } from '../../../lib/tracking';
import { useReadTimeConversion } from './use-read-time-conversion';

const POST_PATH = '/blog/ai-for-marketers';

const enableTags = (analyticsId: string | null = null) => {
  const config = document.createElement('script');
  config.id = 'site-config';
  config.type = 'application/json';
  config.textContent = JSON.stringify({ analyticsId, pixelId: 'pixel-1' });
  document.head.appendChild(config);
  window.localStorage.setItem('cookie-consent', 'all');
  initTracking();
};

const engagementEvents = () => (window.fbq?.queue ?? []).filter((entry) => entry[1] === 'ViewContent');
const analyticsConversions = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'event' && entry[1] === 'conversion');
const urlConversion = () => Object.fromEntries(new URLSearchParams(window.location.search));

const readPost = (postId: string | undefined) => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', POST_PATH);
  return renderHook(() => useReadTimeConversion(postId));
};

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

afterEach(() => setVisibility('visible'));

describe('useReadTimeConversion', () => {
  it('writes the engagement into the post URL after each full minute of reading, capped at 10', () => {
    readPost('post-1');
    act(() => jest.advanceTimersByTime(59_999));
    expect(window.location.search).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(urlConversion()).toEqual({ conversion: 'blog_engagement', value: '1', currency: 'USD' });
    act(() => jest.advanceTimersByTime(4 * 60_000));
    expect(urlConversion().value).toBe('5');
    act(() => jest.advanceTimersByTime(60 * 60_000));
    expect(urlConversion().value).toBe('10');
    expect(window.location.pathname).toBe(POST_PATH);
  });

  it('reports min(readSeconds / 60, 10) once when the page is hidden, on the post URL', () => {
    enableTags();
    const { unmount } = readPost('post-1');
    act(() => jest.advanceTimersByTime(90_000));
    setVisibility('hidden');
    expect(urlConversion()).toEqual({ conversion: 'blog_engagement', value: '1.5', currency: 'USD' });
    expect(engagementEvents()).toEqual([['track', 'ViewContent', { value: 1.5, currency: 'USD', content_type: 'article', content_ids: ['post-1'] }]]);
    unmount();
    expect(engagementEvents()).toHaveLength(1);
  });

  it('records the visit on pagehide while the post URL is still showing', () => {
    readPost('post-1');
    act(() => jest.advanceTimersByTime(30_000));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(urlConversion()).toEqual({ conversion: 'blog_engagement', value: '0.5', currency: 'USD' });
  });

  it("never writes onto the next page's URL when the reader leaves inside the app, but still tells the tags", () => {
    enableTags();
    const { unmount } = readPost('post-1');
    act(() => jest.advanceTimersByTime(30_000));
    // The router has already moved on when the post unmounts.
    window.history.pushState(null, '', '/tools?q=writer');
    unmount();
    expect(window.location.pathname).toBe('/tools');
    expect(urlConversion()).toEqual({ q: 'writer' });
    expect(engagementEvents()).toEqual([['track', 'ViewContent', { value: 0.5, currency: 'USD', content_type: 'article', content_ids: ['post-1'] }]]);
  });

  it("reports the engagement to the analytics tag under the post's location, not the next page's", () => {
    enableTags('G-TEST');
    const { unmount } = readPost('post-1');
    act(() => jest.advanceTimersByTime(30_000));
    window.history.pushState(null, '', '/tools');
    unmount();
    expect(analyticsConversions()).toEqual([
      ['event', 'conversion', { event_category: 'blog_engagement', value: 0.5, currency: 'USD', page_location: `http://localhost${POST_PATH}` }],
    ]);
  });

  it('caps the reported value at 10', () => {
    enableTags();
    const { unmount } = readPost('post-1');
    act(() => jest.advanceTimersByTime(3_600_000));
    unmount();
    expect(engagementEvents()[0]?.[2]).toMatchObject({ value: 10 });
  });

  it('does nothing while no post is shown', () => {
    enableTags();
    const { unmount } = readPost(undefined);
    act(() => jest.advanceTimersByTime(120_000));
    setVisibility('hidden');
    unmount();
    expect(window.location.search).toBe('');
    expect(engagementEvents()).toEqual([]);
  });
});
