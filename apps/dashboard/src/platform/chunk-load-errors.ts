import { reportAppEvent } from './app-events';

/**
 * What a chunk that failed to load means (Vite's `vite:preloadError`). Online, it belongs to a
 * deploy that is gone: the version check reloads the page (at most once a minute), and the
 * import resolves to undefined instead of failing in the meantime. Offline, the chunk is not
 * gone and a reload would only lose the page: the import fails as usual, so whoever asked for it
 * leaves its part out (`LaterPart`) or retries later (the design system's layers).
 */
export function handleChunkLoadError(event: Event): void {
  if (!navigator.onLine) return;
  event.preventDefault();
  reportAppEvent('chunkLoadFailed');
}
