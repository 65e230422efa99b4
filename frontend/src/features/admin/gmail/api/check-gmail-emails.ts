import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GmailCheckAnswer } from '@contract/gmail.contract';
import { api } from '../../../../lib/api-client';
import { gmailStatusQueryOptions } from './get-gmail-status';

export type { GmailCheckAnswer };

export const checkGmailEmails = () => api.post<GmailCheckAnswer>('/api/gmail/check-emails');

/** A check is a run of the gmail-check job: its last run shows in the wizard's state. */
export const useCheckGmailEmails = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkGmailEmails, onSettled: () => queryClient.invalidateQueries({ queryKey: gmailStatusQueryOptions().queryKey }) });
};
