/**
 * A module imported on demand, once: the code behind a floating layer (menu, tooltip, select,
 * dialog) that the first paint of a page does not need. A failed import is retried on the next
 * request. Offline it is not asked for: Chromium keeps a module whose fetch failed as failed for
 * the page's life, so a layer asked for offline could never load once the connection is back.
 */
export interface DeferredModule<T> {
  /** Starts the import (once) and resolves with the module. */
  load: () => Promise<T>;
  /** The module when it has arrived, null before. */
  loaded: () => T | null;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  return {
    load() {
      if (!pending && !navigator.onLine)
        return Promise.reject(
          new Error('Offline: the layer is asked for once the connection is back.'),
        );
      pending ??= importModule().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}
