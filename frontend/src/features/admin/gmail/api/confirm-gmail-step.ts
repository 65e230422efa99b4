import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type GmailStatus, gmailStatusQueryOptions } from './get-gmail-status';

/** Step 1's 'Mark Complete' and step 3's 'Added Refresh Token': each answers the wizard's new state. */
const CONFIRMATIONS = { forwarding: '/api/gmail/forwarding-complete', token: '/api/gmail/token-confirmed' } as const;
export type GmailConfirmation = keyof typeof CONFIRMATIONS;

export const confirmGmailStep = (step: GmailConfirmation) => api.post<GmailStatus>(CONFIRMATIONS[step]);

export const useConfirmGmailStep = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmGmailStep, onSuccess: (status) => queryClient.setQueryData(gmailStatusQueryOptions().queryKey, status) });
};
