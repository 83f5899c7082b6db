import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, EmptyState } from '@seller/design-system';
import { releaseBootShell } from './boot-shell';
import { appCopy } from './copy';

interface State {
  failed: boolean;
}

/**
 * Last line of defence around the providers: a render error outside any route (the route
 * table has its own error pages) shows a way out instead of a blank screen.
 */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    releaseBootShell();
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main>
        <EmptyState
          icon="warning"
          title={appCopy.renderErrorTitle}
          text={appCopy.renderErrorText}
          action={<Button onClick={() => window.location.reload()}>{appCopy.reload}</Button>}
        />
      </main>
    );
  }
}
