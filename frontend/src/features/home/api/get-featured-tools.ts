import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Tool } from '@contract/catalogue.contract';

export const getFeaturedTools = () => api.get<Tool[]>('/api/tools/featured');

export const featuredToolsQueryOptions = () => queryOptions({ queryKey: ['/api/tools/featured'], queryFn: getFeaturedTools });

export const useFeaturedTools = () => useQuery(featuredToolsQueryOptions());
