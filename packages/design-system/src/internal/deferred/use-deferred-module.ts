import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeferredModule } from './deferred-module';
import { whenIdle } from './when-idle';

export interface DeferredModuleOptions<T> {
  /** Import at once instead of when the browser is idle (e.g. a dialog asked to open). */
  now?: boolean;
  /** Called when the module has arrived, before the component renders with it. */
  onLoaded?: (module: T) => void;
}

/**
 * The module once imported, null before. Mounting schedules the import for when the browser is
 * idle after the page has painted; `request` starts it at once (a first sign of intent).
 */
export function useDeferredModule<T>(
  module: DeferredModule<T>,
  { now = false, onLoaded }: DeferredModuleOptions<T> = {},
): { loaded: T | null; request: () => void } {
  const [loaded, setLoaded] = useState<T | null>(module.loaded);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  // An import that lands after the component left (a page closed while its layer loaded) has
  // nothing to render into: its state update would reach a torn-down tree.
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const request = useCallback(() => {
    const arrive = (value: T) => {
      if (!mountedRef.current) return;
      onLoadedRef.current?.(value);
      setLoaded(() => value);
    };
    const ready = module.loaded();
    if (ready !== null) arrive(ready);
    // On failure nothing shows; the next intent or mount tries again.
    else module.load().then(arrive, () => undefined);
  }, [module]);

  useEffect(() => {
    if (loaded !== null) return undefined;
    if (now) {
      request();
      return undefined;
    }
    return whenIdle(request);
  }, [loaded, now, request]);

  return { loaded, request };
}
