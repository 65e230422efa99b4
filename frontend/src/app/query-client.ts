import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: no retry, no refetch on focus, data never stale. Features override per query. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
