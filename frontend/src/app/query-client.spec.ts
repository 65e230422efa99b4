import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { api } from '../lib/api-client';
import { server } from '../testing/server';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('has the data-fetching defaults of spec section 9: no retry, no refetch on focus, data never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(queries?.refetchInterval).toBeUndefined();
    expect(mutations).toMatchObject({ retry: false });
  });

  it('asks once for a failing query and serves a loaded one from the cache afterwards', async () => {
    let calls = 0;
    server.use(
      http.get('/api/tools', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('boom', { status: 500 }) : HttpResponse.json([]);
      }),
    );
    const queryClient = createQueryClient();
    const options = { queryKey: ['/api/tools'], queryFn: () => api.get('/api/tools') };
    await expect(queryClient.fetchQuery(options)).rejects.toHaveProperty('status', 500);
    expect(calls).toBe(1);
    await queryClient.fetchQuery(options);
    await queryClient.fetchQuery(options);
    expect(calls).toBe(2);
  });
});
