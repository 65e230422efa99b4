import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/use-toast';
import { unselectRecipients } from '../../shared/recipient-selection';
import { toastFixedFailure } from '../../shared/toast-failure';
import { emailQueryKeys } from '../api/email-query-keys';
import { sendCampaign, type CampaignPayload } from '../api/send-campaign';
import { sendFailed } from '../schemas/email-texts';
import { sendOutcome } from '../utils/send-outcome';

/** The panels that send a manual campaign; each one's sends are told apart by their mutation key. */
export type CampaignSender = 'manual-campaign' | 'ai-email';

export type CampaignSend = ReturnType<typeof useCampaignSend>;

/**
 * A panel's manual campaign send. The send outlives the panel: the admin may switch tabs while it
 * runs (a long campaign's call waits up to 20 s). So its outcome (the toast, forgetting the sent
 * work through `onSent`) is handled by the mutation itself rather than by the per-call callbacks
 * React drops with the component, and `sending` finds a running send by its key, so a panel opened
 * again shows it running rather than inviting a second send.
 */
export const useCampaignSend = (sender: CampaignSender, onSent: (sent: CampaignPayload) => void) => {
  const queryClient = useQueryClient();
  const mutationKey = ['send-campaign', sender];
  const mutation = useMutation({
    mutationKey,
    mutationFn: sendCampaign,
    onSettled: async (answer, error, payload) => {
      // Even a failed call may have started a campaign; the list shows what happened.
      await queryClient.invalidateQueries({ queryKey: emailQueryKeys.campaigns });
      if (answer) {
        onSent(payload);
        // The next campaign must not go to the same people by one more click: those sent to are no longer picked.
        unselectRecipients(payload.subscriberIds ?? []);
        toast(sendOutcome(answer));
      } else {
        toastFixedFailure(sendFailed, error);
      }
    },
  });
  const running = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (pending) => pending.state.variables as CampaignPayload });
  return { send: mutation.mutate, sending: running[0] ?? null };
};
