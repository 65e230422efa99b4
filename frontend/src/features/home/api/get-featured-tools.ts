import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_TOOLS_QUERY_KEY } from '../../../api/tools-query-keys';
import { api } from '../../../lib/api-client';
import type { FeaturedTool } from '../types';

export const getFeaturedTools = () => api.get<FeaturedTool[]>('/api/tools/featured');

export const featuredToolsQueryOptions = () => queryOptions({ queryKey: FEATURED_TOOLS_QUERY_KEY, queryFn: getFeaturedTools });

export const useFeaturedTools = () => useQuery(featuredToolsQueryOptions());
