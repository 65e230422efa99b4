import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type RebuildProgress = { done: number; total: number; eventsPerSecond: number; generation?: number };

export type ProjectionState = 'catching_up' | 'live' | 'rebuilding' | 'failed';

export type ProjectionStatus = {
  name: string;
  version: number;
  generation: number;
  position: number;
  head: number;
  lag: number;
  state: ProjectionState;
  lastError: string | null;
  /** Null unless a rebuild of this projection is running (as GET /api/admin/projections answers). */
  rebuild: RebuildProgress | null;
};

export const projectionsPollMilliseconds = 2000;

export const isRebuilding = (projection: ProjectionStatus): boolean => projection.state === 'rebuilding' || projection.rebuild !== null;

/** Behind the event store and still applying events (a failed projection does not move until it is rebuilt). */
export const isCatchingUp = (projection: ProjectionStatus): boolean => projection.lag > 0 && projection.state !== 'failed' && !isRebuilding(projection);

export const getProjections = () => api.get<ProjectionStatus[]>('/api/admin/projections');

/**
 * Polls every 2 s only while something moves (a rebuild runs or a projection catches up), so the
 * figures are live when there is something to watch and an idle panel makes no requests.
 */
export const projectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'projections'],
    queryFn: getProjections,
    refetchInterval: (query) =>
      query.state.data?.some((projection) => isRebuilding(projection) || isCatchingUp(projection)) ? projectionsPollMilliseconds : false,
  });

export const useProjections = () => useQuery(projectionsQueryOptions());
