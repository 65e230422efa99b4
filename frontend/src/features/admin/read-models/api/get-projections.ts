import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type RebuildProgress = { done: number; total: number; eventsPerSecond: number };

export type ProjectionStatus = {
  name: string;
  version: number;
  generation: number;
  position: number;
  head: number;
  lag: number;
  state: string;
  lastError: string | null;
  /** Null unless a rebuild of this projection is running (as GET /api/admin/projections answers). */
  rebuild: RebuildProgress | null;
};

export const projectionsPollMilliseconds = 2000;

export const isRebuilding = (projection: ProjectionStatus): boolean =>
  projection.state === 'rebuilding' || projection.rebuild !== null;

export const getProjections = () => api.get<ProjectionStatus[]>('/api/admin/projections');

/** Polls only while a rebuild runs, so an idle panel makes no requests. */
export const projectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'projections'],
    queryFn: getProjections,
    refetchInterval: (query) => (query.state.data?.some(isRebuilding) ? projectionsPollMilliseconds : false),
  });

export const useProjections = () => useQuery(projectionsQueryOptions());
