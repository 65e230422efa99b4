import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { initTracking, resetTrackingForTests } from '../../../lib/tracking';
import { useReadTimeConversion } from './use-read-time-conversion';

const clockReading = (...times: number[]) => {
  let index = 0;
  return () => times[Math.min(index++, times.length - 1)] ?? 0;
};

const engagementEvents = () => (window.fbq?.queue ?? []).filter((entry) => entry[1] === 'ViewContent');

describe('useReadTimeConversion', () => {
  beforeEach(() => {
    const config = document.createElement('script');
    config.id = 'site-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ analyticsId: null, pixelId: 'pixel-1' });
    document.head.appendChild(config);
    window.localStorage.setItem('cookie-consent', 'all');
    initTracking();
  });

  afterEach(() => resetTrackingForTests());

  it('reports min(readSeconds / 60, 10) when the reader leaves', () => {
    const { unmount } = renderHook(() => useReadTimeConversion(1, clockReading(0, 300_000)));
    expect(engagementEvents()).toEqual([]);
    unmount();
    expect(engagementEvents()).toEqual([['track', 'ViewContent', { value: 5, currency: 'USD', content_type: 'article' }]]);
  });

  it('caps the value at 10', () => {
    const { unmount } = renderHook(() => useReadTimeConversion(1, clockReading(0, 3_600_000)));
    unmount();
    expect(engagementEvents()[0]?.[2]).toMatchObject({ value: 10 });
  });

  it('reports nothing while no post is shown', () => {
    const { unmount } = renderHook(() => useReadTimeConversion(undefined, clockReading(0, 60_000)));
    unmount();
    expect(engagementEvents()).toEqual([]);
  });
});
