import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FeaturedTool } from '../types';

export const getFeaturedTools = () => api.get<FeaturedTool[]>('/api/tools/featured');

export const featuredToolsQueryOptions = () => queryOptions({ queryKey: ['/api/tools/featured'], queryFn: getFeaturedTools });

export const useFeaturedTools = () => useQuery(featuredToolsQueryOptions());
