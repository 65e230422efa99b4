import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { currentAdminQueryOptions, type CurrentAdmin } from './get-current-admin';

export type LoginInput = { username: string; password: string };

export const login = (input: LoginInput) => api.post<CurrentAdmin>('/api/admin/login', input);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The session now exists: the guard must not reuse a cached "signed out" answer.
    onSuccess: (admin) => queryClient.setQueryData(currentAdminQueryOptions().queryKey, admin),
  });
};
