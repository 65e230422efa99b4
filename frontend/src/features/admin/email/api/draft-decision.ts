import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailQueryKeys } from './email-query-keys';

/**
 * A call that decides or revises a draft. Settled either way, it reloads the drafts: after a success
 * the draft changed, and a refusal (409) means it was decided elsewhere (another tab, another
 * admin, the scheduler), so the panel must show what it is now rather than keep offering its
 * buttons. The call stays pending until the lists are fresh, so the toast and the cards agree.
 */
export const useDraftDecision = <Variables, Answer>(decide: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decide, onSettled: () => queryClient.invalidateQueries({ queryKey: emailQueryKeys.drafts }) });
};
