import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = () => api.post<void>('/api/admin/logout');

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Nothing fetched under the session may survive it.
    onSuccess: () => queryClient.removeQueries({ queryKey: ['admin'] }),
  });
};
