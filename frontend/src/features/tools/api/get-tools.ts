import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOOLS_QUERY_KEY } from '../../../api/tools-query-keys';
import { api } from '../../../lib/api-client';
import type { Tool } from '@contract/catalogue.contract';

const TOOLS_URL = '/api/tools';

export const getTools = (): Promise<Tool[]> => api.get<Tool[]>(TOOLS_URL);

export const toolsQueryOptions = () => queryOptions({ queryKey: TOOLS_QUERY_KEY, queryFn: getTools });

export const useTools = () => useQuery(toolsQueryOptions());
