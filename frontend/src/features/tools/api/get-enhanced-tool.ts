import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Enhancement } from '@contract/catalogue.contract';

/**
 * Spec sections 7 and 9: enhanced tool data is cached 30 minutes and retried once. The data stays
 * fresh (staleTime) and stays in the cache while no dialog shows it (gcTime) for the same 30
 * minutes, so reopening a tool's details within that time makes no request.
 */
export const ENHANCED_TOOL_CACHE_MS = 30 * 60 * 1000;

export const enhancedToolUrl = (toolName: string) => `/api/tools/${encodeURIComponent(toolName)}/enhanced`;

export const getEnhancedTool = (toolName: string): Promise<Enhancement> => api.get<Enhancement>(enhancedToolUrl(toolName));

export const enhancedToolQueryOptions = (toolName: string) =>
  queryOptions({
    queryKey: [enhancedToolUrl(toolName)],
    queryFn: () => getEnhancedTool(toolName),
    staleTime: ENHANCED_TOOL_CACHE_MS,
    gcTime: ENHANCED_TOOL_CACHE_MS,
    retry: 1,
  });

/** Fetches only while `enabled` (the details dialog is open). */
export const useEnhancedTool = (toolName: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...enhancedToolQueryOptions(toolName), enabled });
