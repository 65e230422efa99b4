import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '../../../app/query-client';
import { buildEnhancedToolData } from '../../../testing/builders/tool';
import { server } from '../../../testing/server';
import { ENHANCED_TOOL_CACHE_MS, enhancedToolQueryOptions } from './get-enhanced-tool';

const THIRTY_MINUTES = 30 * 60 * 1000;

afterEach(() => {
  jest.useRealTimers();
});

describe('enhancedToolQueryOptions', () => {
  it('keeps the data fresh and cached for 30 minutes and retries once', () => {
    expect(ENHANCED_TOOL_CACHE_MS).toBe(THIRTY_MINUTES);
    expect(enhancedToolQueryOptions('Writely')).toMatchObject({
      queryKey: ['/api/tools/Writely/enhanced'],
      staleTime: THIRTY_MINUTES,
      gcTime: THIRTY_MINUTES,
      retry: 1,
    });
  });

  it('retries a failed call exactly once', async () => {
    let calls = 0;
    server.use(
      http.get('/api/tools/:name/enhanced', () => {
        calls += 1;
        return new HttpResponse('down', { status: 503 });
      }),
    );
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery({ ...enhancedToolQueryOptions('Writely'), retryDelay: 0 })).rejects.toHaveProperty('status', 503);
    expect(calls).toBe(2);
  });

  it('keeps unobserved data for 30 minutes, past the 5-minute default, then lets it go', async () => {
    jest.useFakeTimers();
    const queryClient = createQueryClient();
    const options = enhancedToolQueryOptions('Writely');
    // As after a closed dialog: the data is loaded and nothing observes it any more.
    await queryClient.prefetchQuery({ ...options, queryFn: () => Promise.resolve(buildEnhancedToolData()) });
    jest.advanceTimersByTime(6 * 60 * 1000);
    expect(queryClient.getQueryData(options.queryKey)).toBeDefined();
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(false);
    jest.advanceTimersByTime(THIRTY_MINUTES);
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
  });
});
