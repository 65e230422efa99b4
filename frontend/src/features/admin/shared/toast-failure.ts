import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';

/**
 * The error toast of operator-area.md section 8: the catalogue's title, and as description the
 * server's message when it sent one, else `fallback` (omitted when there is neither).
 */
export const toastFailure = (title: string, error: unknown, fallback = '') => {
  const description = errorMessage(error, fallback);
  toast({ title, description: description || undefined, variant: 'destructive' });
};
