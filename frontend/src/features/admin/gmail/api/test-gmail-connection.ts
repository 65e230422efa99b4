import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GmailTestAnswer } from '@contract/gmail.contract';
import { api } from '../../../../lib/api-client';
import { gmailStatusQueryOptions } from './get-gmail-status';

export type { GmailTestAnswer };

export const testGmailConnection = () => api.get<GmailTestAnswer>('/api/gmail/test');

/** A test is recorded by the server (a passed one moves the wizard to step 5): the state is read again. */
export const useTestGmailConnection = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testGmailConnection, onSettled: () => queryClient.invalidateQueries({ queryKey: gmailStatusQueryOptions().queryKey }) });
};
