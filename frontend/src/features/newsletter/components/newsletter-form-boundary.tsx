import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { Button } from '../../../components/ui/button';

/** Spec section 8: a crash inside a newsletter form shows this panel instead of a blank page. */
export const NewsletterFormBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary
    fallback={(reset) => (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
        <AlertCircle className="mx-auto mb-2 h-8 w-8 text-red-500" aria-hidden="true" />
        <h3 className="font-semibold text-red-800 dark:text-red-200">Form Error</h3>
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">Something went wrong with the newsletter form. Please refresh the page and try again.</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={reset}>
          Try Again
        </Button>
      </div>
    )}
  >
    {children}
  </ErrorBoundary>
);
