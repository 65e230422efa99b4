import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectionStatus, RebuildProgress } from '@contract/operations.contract';
import type { ProjectionState } from '@contract/operations.vocabulary';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type { ProjectionState, ProjectionStatus, RebuildProgress };

export const projectionsPollMilliseconds = 2000;

export const isRebuilding = (projection: ProjectionStatus): boolean => projection.state === 'rebuilding' || projection.rebuild !== null;

/** Behind the event store and still applying events (a failed projection does not move until it is rebuilt). */
export const isCatchingUp = (projection: ProjectionStatus): boolean => projection.lag > 0 && projection.state !== 'failed' && !isRebuilding(projection);

export const getProjections = () => api.get<ProjectionStatus[]>('/api/admin/projections');

/**
 * Polls every 2 s only while something moves (a rebuild runs or a projection catches up) or the
 * caller waits for something (`keepPolling`: a rebuild it asked for), so the figures are live when
 * there is something to watch and an idle panel makes no requests.
 */
export const projectionsQueryOptions = ({ keepPolling = false }: { keepPolling?: boolean } = {}) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'projections'],
    queryFn: getProjections,
    refetchInterval: (query) =>
      keepPolling || query.state.data?.some((projection) => isRebuilding(projection) || isCatchingUp(projection)) ? projectionsPollMilliseconds : false,
  });

export const useProjections = (options: { keepPolling?: boolean } = {}) => useQuery(projectionsQueryOptions(options));
