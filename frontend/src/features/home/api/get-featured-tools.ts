import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_TOOLS_QUERY_KEY } from '../../../api/tools-query-keys';
import { api } from '../../../lib/api-client';
import type { Tool } from '@contract/catalogue.contract';

export const getFeaturedTools = () => api.get<Tool[]>('/api/tools/featured');

export const featuredToolsQueryOptions = () => queryOptions({ queryKey: FEATURED_TOOLS_QUERY_KEY, queryFn: getFeaturedTools });

export const useFeaturedTools = () => useQuery(featuredToolsQueryOptions());
