import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { DataDeletionPayload, privacyRoutes } from '@contract/privacy.contract';
import { api } from '../../../lib/api-client';

export type DataDeletionRequestInput = DataDeletionPayload;

export const requestDataDeletion = (input: DataDeletionRequestInput) =>
  api.post<RouteAnswer<typeof privacyRoutes.requestDeletion>>('/api/data-deletion-request', input);

export const useRequestDataDeletion = () => useMutation({ mutationFn: requestDataDeletion });
