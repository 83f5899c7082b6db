import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { reportAppEvent } from './app-events';

/** A part's code could not be loaded: a deploy replaced its chunk, or the connection dropped. */
class PartLoadError extends Error {}

/**
 * A part of a page whose code loads when it is first rendered (React.lazy). A chunk that cannot
 * be loaded while online is reported to the version check, which reloads the page at most once a
 * minute.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (cause: unknown) => {
        // Offline, the chunk is not gone: a reload would only lose the page.
        if (navigator.onLine) reportAppEvent('chunkLoadFailed');
        throw new PartLoadError('A part of the page could not be loaded.', { cause });
      },
    ),
  );
}

interface State {
  error: unknown;
}

/**
 * Holds parts made with `lazyPart`: nothing shows while one loads, and one whose code cannot be
 * loaded is left out while the page around it stays usable, instead of giving way to the route's
 * error page. Any other error goes on to the boundaries above.
 */
export class LaterPart extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error instanceof PartLoadError) return null;
    if (this.state.error) throw this.state.error;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
