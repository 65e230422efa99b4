import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { projectionsQueryOptions } from './get-projections';

export const rebuildProjection = (name: string) =>
  api.post<void>(`/api/admin/projections/${encodeURIComponent(name)}/rebuild`);

export const useRebuildProjection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectionsQueryOptions().queryKey }),
  });
};
