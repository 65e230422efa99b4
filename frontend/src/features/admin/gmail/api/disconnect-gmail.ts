import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type GmailStatus, gmailStatusQueryOptions } from './get-gmail-status';

export const disconnectGmail = () => api.post<GmailStatus>('/api/gmail/disconnect');

export const useDisconnectGmail = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectGmail, onSuccess: (status) => queryClient.setQueryData(gmailStatusQueryOptions().queryKey, status) });
};
