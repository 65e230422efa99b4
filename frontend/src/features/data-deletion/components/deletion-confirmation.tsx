import { Link } from 'react-router';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useHydrated } from '../../../lib/use-hydrated';
import { useConfirmDataDeletion } from '../api/confirm-data-deletion';

/** The outcomes replace the button: each heading takes the focus the button had, and is read out. */
const Erased = ({ message }: { message: string }) => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="space-y-3 text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">Your data has been erased</h2>
      <p>{message}</p>
      <Link to="/" className={buttonClasses({ variant: 'outline' })}>
        Back to Home
      </Link>
    </div>
  );
};

const NotConfirmed = ({ error }: { error: unknown }) => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="alert" className="space-y-3 text-center">
      <XCircle className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">We could not confirm the deletion</h2>
      <p>{errorMessage(error, 'Please try again later.')}</p>
      <Link to="/data-deletion" className={buttonClasses({ variant: 'outline' })}>
        Make a new request
      </Link>
    </div>
  );
};

/**
 * Opened from the emailed link. Nothing happens until the person presses the button: mail scanners
 * open links on their own, and must not erase anyone. A link used before says the erasure is done.
 */
export const DeletionConfirmation = ({ token }: { token: string }) => {
  const confirmDeletion = useConfirmDataDeletion();
  const hydrated = useHydrated();

  if (confirmDeletion.isSuccess) return <Erased message={confirmDeletion.data.message} />;
  // 410: this request was confirmed already. The person's data is gone; that is what they asked for.
  if (confirmDeletion.error instanceof ApiError && confirmDeletion.error.status === 410) {
    return <Erased message="This deletion was already confirmed, so there is nothing left to erase." />;
  }
  if (confirmDeletion.isError) return <NotConfirmed error={confirmDeletion.error} />;
  return (
    <div className="space-y-4 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Erase your data?</h2>
      <p>This erases your subscription and everything we hold about you. It cannot be undone.</p>
      {/* aria-disabled, not disabled, while erasing: a disabled button would drop keyboard focus to the page body. Disabled
          only in the server's HTML, before the script that sends the confirmation has run (nothing can have focus then). */}
      <Button
        variant="destructive"
        disabled={!hydrated}
        aria-disabled={confirmDeletion.isPending || undefined}
        onClick={() => {
          if (!confirmDeletion.isPending) confirmDeletion.mutate(token);
        }}
      >
        {confirmDeletion.isPending ? 'Erasing...' : 'Yes, erase my data'}
      </Button>
    </div>
  );
};
