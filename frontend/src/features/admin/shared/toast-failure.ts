import { type Notice, toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';

/**
 * The error toast of operator-area.md section 8: the catalogue's title, and as description the
 * server's message when it sent one, else `fallback` (omitted when there is neither).
 */
export const toastFailure = (title: string, error: unknown, fallback = '') => {
  const description = errorMessage(error, fallback);
  toast({ title, description: description || undefined, variant: 'destructive' });
};

/**
 * The error toast of a section 8 row whose words are both fixed ('Preview Failed' / 'Could not
 * generate email preview'): those words as they are, and the server's reason, when it sent one, on a
 * line of its own under them.
 */
export const toastFixedFailure = ({ title, description }: Notice, error: unknown) => {
  const reason = errorMessage(error, '');
  toast({ title, description, detail: reason && reason !== description ? reason : undefined, variant: 'destructive' });
};

/**
 * The callbacks of an admin action's mutate: a toast saying what happened, or the section 8 failure
 * toast (`failure.title`, the server's message or `failure.fallback`).
 */
export const toastOutcome = <Result>(success: (result: Result) => Notice, failure: { title: string; fallback: string }) => ({
  onSuccess: (result: Result) => toast(success(result)),
  onError: (error: unknown) => toastFailure(failure.title, error, failure.fallback),
});
