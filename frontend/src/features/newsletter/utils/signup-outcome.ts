import { errorMessage } from '../../../lib/api-client';

/** Spec section 7: the server's `error` field, else 'Failed to subscribe'. */
export const subscriptionFailureMessage = (error: unknown) => errorMessage(error, 'Failed to subscribe');
