import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { privacyRoutes } from '@contract/privacy.contract';
import { api } from '../../../lib/api-client';

type Route = typeof privacyRoutes.confirmDeletion;

export const confirmDataDeletion = (token: string) => {
  const body: RouteBody<Route> = { token };
  return api.post<RouteAnswer<Route>>('/api/data-deletion-request/confirm', body);
};

export const useConfirmDataDeletion = () => useMutation({ mutationFn: confirmDataDeletion });
