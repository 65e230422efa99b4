import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** When this changes while the fallback shows (for example the page path), the children render again. */
  resetKey?: string;
};
type ErrorBoundaryState = { failed: boolean };

/** Catches a render crash below it and shows `fallback`; `reset` renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The message only: component props may hold what the visitor typed.
    console.error('Render error caught by boundary:', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
