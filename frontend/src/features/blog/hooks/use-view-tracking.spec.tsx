import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { VIEW_TRACKING_DELAY_MS, useViewTracking } from './use-view-tracking';

const scrollTo = (y: number) => {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
};

describe('useViewTracking', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
  });

  afterEach(() => {
    jest.useRealTimers();
    scrollTo(0);
  });

  it('fires once after 1.5 seconds', () => {
    const onView = jest.fn();
    renderHook(() => useViewTracking('post-7', onView));
    act(() => jest.advanceTimersByTime(VIEW_TRACKING_DELAY_MS - 1));
    expect(onView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onView).toHaveBeenCalledWith('post-7');
    scrollTo(500);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('fires once when scrolled past 200 px before the delay, and not again at the delay', () => {
    const onView = jest.fn();
    renderHook(() => useViewTracking('post-7', onView));
    scrollTo(200);
    expect(onView).not.toHaveBeenCalled();
    scrollTo(201);
    expect(onView).toHaveBeenCalledTimes(1);
    scrollTo(800);
    act(() => jest.advanceTimersByTime(VIEW_TRACKING_DELAY_MS));
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a post and nothing after leaving early', () => {
    const onView = jest.fn();
    renderHook(() => useViewTracking(undefined, onView));
    act(() => jest.advanceTimersByTime(VIEW_TRACKING_DELAY_MS));
    const { unmount } = renderHook(() => useViewTracking('post-3', onView));
    unmount();
    act(() => jest.advanceTimersByTime(VIEW_TRACKING_DELAY_MS));
    scrollTo(900);
    expect(onView).not.toHaveBeenCalled();
  });

  it('starts a new visit for another post', () => {
    const onView = jest.fn();
    const { rerender } = renderHook(({ postId }) => useViewTracking(postId, onView), { initialProps: { postId: 'post-1' } });
    act(() => jest.advanceTimersByTime(VIEW_TRACKING_DELAY_MS));
    rerender({ postId: 'post-2' });
    act(() => jest.advanceTimersByTime(VIEW_TRACKING_DELAY_MS));
    expect(onView.mock.calls).toEqual([['post-1'], ['post-2']]);
  });
});
