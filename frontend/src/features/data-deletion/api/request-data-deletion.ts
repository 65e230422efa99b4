import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DataDeletionRequestInput = { email: string; reason: string };

export const requestDataDeletion = (input: DataDeletionRequestInput) =>
  api.post<{ message: string }>('/api/data-deletion-request', input);

export const useRequestDataDeletion = () => useMutation({ mutationFn: requestDataDeletion });
