import { Component, type ErrorInfo, type ReactNode } from 'react';

type InterestListBoundaryProps = { children: ReactNode };
type InterestListBoundaryState = { failed: boolean };

/**
 * If the checkbox list cannot render, the rest of the form still works: the description box
 * alone satisfies the "at least one interest" rule, so the visitor is pointed there.
 */
export class InterestListBoundary extends Component<InterestListBoundaryProps, InterestListBoundaryState> {
  state: InterestListBoundaryState = { failed: false };

  static getDerivedStateFromError(): InterestListBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // The error names no personal data: only the component stack is useful here.
    console.error('Interest list failed to render', error.message, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          The interest list could not be shown. Please describe your interests in the text area below instead.
        </p>
      );
    }
    return this.props.children;
  }
}
