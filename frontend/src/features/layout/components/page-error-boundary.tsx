import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { Button } from '../../../components/ui/button';

/** A screen that fails to render (or whose code fails to load) shows this instead of a blank page. */
export const PageErrorBoundary = ({ children, resetKey }: { children: ReactNode; resetKey: string }) => (
  <ErrorBoundary
    resetKey={resetKey}
    fallback={() => (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="mb-3 text-2xl font-bold">Something went wrong</h1>
        <p className="mb-6 text-gray-600 dark:text-gray-400">This page could not be shown. Please reload and try again.</p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </div>
    )}
  >
    {children}
  </ErrorBoundary>
);
