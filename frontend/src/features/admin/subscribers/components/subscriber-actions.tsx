import { Trash2, UserMinus } from 'lucide-react';
import { canErase, canUnsubscribe } from '@contract/subscribers.vocabulary';
import { ConfirmButton } from '../../shared/confirm-button';
import { toastOutcome } from '../../shared/toast-failure';
import { useAdminErase, useAdminUnsubscribe } from '../api/admin-subscriber-actions';
import type { Subscriber } from '@contract/subscribers.contract';

export const subscriberActionFailures = {
  unsubscribe: { title: 'Unsubscribe Failed', fallback: 'Could not unsubscribe this subscriber' },
  erase: { title: 'Erase Failed', fallback: "Could not erase this subscriber's data" },
} as const;

type SubscriberActionsProps = { subscriber: Subscriber; onChanged: (subscriber: Subscriber) => void };

/**
 * Unsubscribe and erase, offered by the contract's rules for the subscriber's status (the ones the
 * server decides by: a pending subscriber can be unsubscribed too), each asked first and recorded
 * with the admin as actor; the drawer shows the row the server answers.
 */
export const SubscriberActions = ({ subscriber, onChanged }: SubscriberActionsProps) => {
  const unsubscribe = useAdminUnsubscribe();
  const erase = useAdminErase();
  if (!canErase(subscriber.status) && !canUnsubscribe(subscriber.status)) return null;
  const busy = unsubscribe.isPending || erase.isPending;

  // The drawer shows the row the server answered, then the toast says what happened.
  const showing = (notice: { title: string; description: string }) => (answer: { subscriber: Subscriber }) => {
    onChanged(answer.subscriber);
    return notice;
  };
  const confirmUnsubscribe = () =>
    unsubscribe.mutate(
      subscriber.id,
      toastOutcome(showing({ title: 'Unsubscribed', description: 'No more newsletters go to this address.' }), subscriberActionFailures.unsubscribe),
    );
  const confirmErase = () =>
    erase.mutate(
      subscriber.id,
      toastOutcome(showing({ title: 'Subscriber Erased', description: 'Their personal data can no longer be read; the row stays without it.' }), subscriberActionFailures.erase),
    );

  return (
    <div className="flex flex-wrap gap-2">
      {canUnsubscribe(subscriber.status) ? (
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
      {canErase(subscriber.status) ? (
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
      ) : null}
    </div>
  );
};
