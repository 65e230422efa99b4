import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { operationsRoutes } from '@contract/operations.contract';
import { api } from '../../../../lib/api-client';
import { projectionsQueryOptions } from './get-projections';

export const rebuildProjection = (name: string) =>
  api.post<RouteAnswer<typeof operationsRoutes.rebuild>>(`/api/admin/projections/${encodeURIComponent(name)}/rebuild`);

export const useRebuildProjection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectionsQueryOptions().queryKey }),
  });
};
