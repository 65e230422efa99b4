import { Link } from 'react-router';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useConfirmDataDeletion } from '../api/confirm-data-deletion';

const Erased = ({ message }: { message: string }) => (
  <div role="status" className="space-y-3 text-center">
    <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
    <h2 className="text-xl font-semibold">Your data has been erased</h2>
    <p>{message}</p>
    <Link to="/" className={buttonClasses({ variant: 'outline' })}>
      Back to Home
    </Link>
  </div>
);

/**
 * Opened from the emailed link. Nothing happens until the person presses the button: mail scanners
 * open links on their own, and must not erase anyone. A link used before says the erasure is done.
 */
export const DeletionConfirmation = ({ token }: { token: string }) => {
  const confirmDeletion = useConfirmDataDeletion();

  if (confirmDeletion.isSuccess) return <Erased message={confirmDeletion.data.message} />;
  // 410: this request was confirmed already. The person's data is gone; that is what they asked for.
  if (confirmDeletion.error instanceof ApiError && confirmDeletion.error.status === 410) {
    return <Erased message="This deletion was already confirmed, so there is nothing left to erase." />;
  }
  if (confirmDeletion.isError) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <XCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">We could not confirm the deletion</h2>
        <p>{errorMessage(confirmDeletion.error, 'Please try again later.')}</p>
        <Link to="/data-deletion" className={buttonClasses({ variant: 'outline' })}>
          Make a new request
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Erase your data?</h2>
      <p>This erases your subscription and everything we hold about you. It cannot be undone.</p>
      <Button variant="destructive" onClick={() => confirmDeletion.mutate(token)} disabled={confirmDeletion.isPending}>
        {confirmDeletion.isPending ? 'Erasing...' : 'Yes, erase my data'}
      </Button>
    </div>
  );
};
