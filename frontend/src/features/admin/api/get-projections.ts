import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectionStatus, RebuildProgress } from '@contract/operations.contract';
import { api } from '../../../lib/api-client';

export type { ProjectionStatus, RebuildProgress };

export const projectionsPollMilliseconds = 2000;

export const isRebuilding = (projection: ProjectionStatus): boolean =>
  projection.state === 'rebuilding' || projection.rebuild !== null;

export const getProjections = () => api.get<ProjectionStatus[]>('/api/admin/projections');

/** Polls only while a rebuild runs, so an idle panel makes no requests. */
export const projectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'projections'],
    queryFn: getProjections,
    refetchInterval: (query) => (query.state.data?.some(isRebuilding) ? projectionsPollMilliseconds : false),
  });

export const useProjections = () => useQuery(projectionsQueryOptions());
