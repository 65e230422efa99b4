import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminSessionRoutes, LoginPayload } from '@contract/admin-session.contract';
import type { RouteAnswer } from '@contract/define-route';
import { api } from '../../../../lib/api-client';
import { currentAdminQueryOptions } from './get-current-admin';

export type LoginInput = LoginPayload;

export const login = (input: LoginInput) => api.post<RouteAnswer<typeof adminSessionRoutes.login>>('/api/admin/login', input);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The session now exists: the guard must not reuse a cached "signed out" answer.
    onSuccess: (admin) => queryClient.setQueryData(currentAdminQueryOptions().queryKey, admin),
  });
};
