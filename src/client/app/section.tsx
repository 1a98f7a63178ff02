// A streamed section: its own Suspense boundary (the shell never waits for it) and its own error
// boundary (a render bug in one section leaves the rest of the page working).
import { Component, Suspense, type ErrorInfo as ReactErrorInfo, type ReactNode } from 'react';
import { ErrorNotice } from '../ui/error-notice.tsx';

interface BoundaryState {
  failed: boolean;
}

class SectionErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ReactErrorInfo) {
    console.error('Section failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorNotice
          title="This section could not be shown"
          description="The rest of the page still works. Reload the page to try again."
          onRetry={() => this.setState({ failed: false })}
        />
      );
    }
    return this.props.children;
  }
}

export function Section({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <SectionErrorBoundary>
      <Suspense fallback={<div className="suspense-fallback">{fallback}</div>}>{children}</Suspense>
    </SectionErrorBoundary>
  );
}
