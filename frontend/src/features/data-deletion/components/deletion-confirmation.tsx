import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmDataDeletion } from '../api/confirm-data-deletion';

/** Opened from the emailed link: confirms the erasure once and shows what the server answered. */
export const DeletionConfirmation = ({ token }: { token: string }) => {
  const confirmDeletion = useConfirmDataDeletion();
  const { mutate } = confirmDeletion;
  // Confirming is not repeatable (the token is single-use), so a remounted effect must not send it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirmDeletion.isSuccess) {
    return (
      <div role="status" className="space-y-3 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Your data has been erased</h2>
        <p>{confirmDeletion.data.message}</p>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>Back to Home</Link>
      </div>
    );
  }
  if (confirmDeletion.isError) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <XCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">We could not confirm the deletion</h2>
        <p>{errorMessage(confirmDeletion.error, 'Please try again later.')}</p>
        <Link to="/data-deletion" className={buttonClasses({ variant: 'outline' })}>Make a new request</Link>
      </div>
    );
  }
  return <p role="status">Confirming your deletion request...</p>;
};
