import { Trash2, UserMinus } from 'lucide-react';
import { toast } from '../../../../components/ui/use-toast';
import { ConfirmButton } from '../../shared/confirm-button';
import { toastFailure } from '../../shared/toast-failure';
import { useAdminErase, useAdminUnsubscribe } from '../api/admin-subscriber-actions';
import type { Subscriber } from '../api/get-subscribers';

export const subscriberActionFailures = {
  unsubscribe: { title: 'Unsubscribe Failed', fallback: 'Could not unsubscribe this subscriber' },
  erase: { title: 'Erase Failed', fallback: "Could not erase this subscriber's data" },
} as const;

type SubscriberActionsProps = { subscriber: Subscriber; onChanged: (subscriber: Subscriber) => void };

/**
 * Unsubscribe (an active subscriber) and erase (anyone not erased yet), each asked first and recorded
 * with the admin as actor; the drawer shows the row the server answers.
 */
export const SubscriberActions = ({ subscriber, onChanged }: SubscriberActionsProps) => {
  const unsubscribe = useAdminUnsubscribe();
  const erase = useAdminErase();
  if (subscriber.status === 'erased') return null;
  const busy = unsubscribe.isPending || erase.isPending;

  const confirmUnsubscribe = () =>
    unsubscribe.mutate(subscriber.id, {
      onSuccess: (answer) => {
        onChanged(answer.subscriber);
        toast({ title: 'Unsubscribed', description: 'No more newsletters go to this address.' });
      },
      onError: (error) => toastFailure(subscriberActionFailures.unsubscribe.title, error, subscriberActionFailures.unsubscribe.fallback),
    });

  const confirmErase = () =>
    erase.mutate(subscriber.id, {
      onSuccess: (answer) => {
        onChanged(answer.subscriber);
        toast({ title: 'Subscriber Erased', description: 'Their personal data can no longer be read; the row stays without it.' });
      },
      onError: (error) => toastFailure(subscriberActionFailures.erase.title, error, subscriberActionFailures.erase.fallback),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {subscriber.status === 'active' ? (
        <ConfirmButton
          trigger={{ variant: 'outline', size: 'sm', disabled: busy }}
          title="Unsubscribe this address?"
          description="It receives no more newsletters. The subscriber can sign up again on the site."
          confirmLabel="Unsubscribe"
          onConfirm={confirmUnsubscribe}
        >
          <UserMinus className="h-4 w-4" aria-hidden="true" />
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </ConfirmButton>
      ) : null}
      <ConfirmButton
        trigger={{ variant: 'destructive', size: 'sm', disabled: busy }}
        title="Erase this subscriber's personal data?"
        description="Their key is destroyed, so their address and answers can never be read again. This cannot be undone."
        confirmLabel="Erase"
        onConfirm={confirmErase}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {erase.isPending ? 'Erasing...' : 'Erase'}
      </ConfirmButton>
    </div>
  );
};
