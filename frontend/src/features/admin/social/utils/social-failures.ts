import { toast } from '../../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { toastFailure } from '../../shared/toast-failure';

/**
 * Section 8's pair for a conversion: 'Conversion Failed' with the server's message (or the fallback)
 * when the server answered, 'Error' with the fallback when no answer came (the network).
 */
export const toastConversionFailure = (error: unknown, fallback: string) => {
  if (error instanceof ApiError) toastFailure('Conversion Failed', error, fallback);
  else toast({ title: 'Error', description: fallback, variant: 'destructive' });
};

/** The words of a failed test: the server's message, else the error as the API client worded it (`<status>: <body>`). */
export const failureText = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : String(error));
