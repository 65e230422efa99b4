import type { QueryClient } from '@tanstack/react-query';
import { FEATURED_TOOLS_QUERY_KEY, TOOLS_QUERY_KEY } from '../../../../api/tools-query-keys';

/** After a refresh or an enhancement the public directory and the home carousel read fresh data (spec section 7). */
export const invalidatePublicTools = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: FEATURED_TOOLS_QUERY_KEY })]);
