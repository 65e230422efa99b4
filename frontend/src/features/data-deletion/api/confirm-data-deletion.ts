import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const confirmDataDeletion = (token: string) =>
  api.post<{ message: string }>('/api/data-deletion-request/confirm', { token });

export const useConfirmDataDeletion = () => useMutation({ mutationFn: confirmDataDeletion });
