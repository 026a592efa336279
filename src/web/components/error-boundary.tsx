import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@web/lib/report-client-error';

type ErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Shows `fallback` instead of children that threw while rendering (or whose code failed to load), and reports the error once. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(error, { componentStack: info.componentStack ?? undefined });
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
