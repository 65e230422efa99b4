import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = { children: ReactNode; fallback: (reset: () => void) => ReactNode };
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

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
