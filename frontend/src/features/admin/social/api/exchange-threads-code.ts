import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '@contract/define-route';
import type { ThreadsCodeExchange, threadsRoutes } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';

/** The code from the callback page for a short-lived token (one hour), which the next step converts; nothing is stored. */
export const exchangeThreadsCode = (body: RouteBody<typeof threadsRoutes.exchangeToken>) => api.post<ThreadsCodeExchange>('/api/threads/exchange-token', body);

export const useExchangeThreadsCode = () => useMutation({ mutationFn: exchangeThreadsCode });
