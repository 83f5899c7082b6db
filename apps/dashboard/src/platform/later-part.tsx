import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { reportAppEvent } from './app-events';

/** A part's code could not be loaded: a deploy replaced its chunk, or the connection dropped. */
class PartLoadError extends Error {
  /** `comebacks` when the failed try started: a comeback since then is worth another try. */
  constructor(
    message: string,
    readonly triedAt: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** How often the browser has come back online: a part that failed before that is tried again. */
let comebacks = 0;
window.addEventListener('online', () => {
  comebacks += 1;
});

/** A part made with `lazyPart`: a component, and a way to fetch its code before it renders. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Fetches the part's code; settles either way (a failure is the render's to handle). */
  preload: () => Promise<void>;
};

/**
 * A part of a page whose code loads when it is first rendered (or `preload`ed). A chunk that
 * cannot be loaded while online is reported to the version check, which reloads the page at most
 * once a minute. Offline the part is left out without asking for its code, and asked for when
 * `LaterPart` tries it again with the connection back.
 */
export function lazyPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  // Chromium keeps a module whose fetch failed as failed for the page's life, and a later import
  // of it fails without asking again: offline, the part is not asked for at all, so it can load
  // once the connection is back.
  const load = () => (navigator.onLine ? importPart() : Promise.reject(new Error('Offline.')));
  let failedAt: number | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => {
      // The connection may come back while a failed try is still settling: that try belongs to
      // the time before the comeback, so the comeback still brings the next one.
      const triedAt = comebacks;
      return load().then(
        (component) => {
          // Online, a chunk of a deploy that is gone resolves to nothing while the version check
          // reloads the page (`chunk-load-errors.ts`): leave the part out until then.
          if (!component)
            throw new PartLoadError('A part of the page could not be loaded.', triedAt);
          return { default: component };
        },
        (cause: unknown) => {
          failedAt = triedAt;
          // Offline (or offline when it was asked for), the chunk is not gone: a reload would
          // only lose the page.
          if (navigator.onLine && comebacks === triedAt) reportAppEvent('chunkLoadFailed');
          throw new PartLoadError('A part of the page could not be loaded.', triedAt, { cause });
        },
      );
    });
  let current = fresh();
  function LaterLoadedPart(props: P) {
    // React keeps a lazy component's failure: once the connection is back, a fresh one loads again.
    if (failedAt !== null && comebacks > failedAt) {
      failedAt = null;
      current = fresh();
    }
    const Current = current;
    return <Current {...props} />;
  }
  // The browser keeps a module it has fetched: the lazy component's own import finds it there.
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LaterLoadedPart, { preload });
}

interface State {
  error: unknown;
}

interface LaterPartProps {
  children: ReactNode;
  /** Holds the part's place while it loads, and while it is left out (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Holds parts made with `lazyPart`: the fallback shows while one loads, and one whose code cannot
 * be loaded is left out while the page around it stays usable, instead of giving way to the
 * route's error page; when the connection comes back it is tried again. Any other error goes on
 * to the boundaries above.
 */
export class LaterPart extends Component<LaterPartProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private readonly retry = () => {
    if (this.state.error instanceof PartLoadError) this.setState({ error: null });
  };

  override componentDidCatch(error: unknown) {
    // Caught after the connection came back: its 'online' event has passed, so try again now.
    if (error instanceof PartLoadError && comebacks > error.triedAt) this.retry();
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    const fallback = this.props.fallback ?? null;
    if (this.state.error instanceof PartLoadError) return fallback;
    if (this.state.error) throw this.state.error;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
