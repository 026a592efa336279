import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

type MapErrorBoundaryProps = { children: ReactNode };
type MapErrorBoundaryState = { hasFailed: boolean };

/**
 * Keeps a failure of the map (its code could not be downloaded, or it threw) inside the map's box,
 * so the filters, the search and the list view stay usable. Retry reloads the page: React.lazy
 * remembers a failed download, so rendering again would only fail again.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): MapErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The map failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-6 py-12 text-center">
        <p className="font-semibold text-danger">
          <Trans>The map could not be loaded.</Trans>
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => window.location.reload()}
        >
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
}
