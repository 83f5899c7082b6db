import type { ComponentType } from 'react';
import { reportAppEvent } from '../platform/app-events';

/**
 * A route module loaded on first visit. A chunk that fails to load (a deploy replaced it) is
 * reported to the version machine, which reloads the page at most once a minute (§8).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const module = await load();
      return { Component: module[exportName] as ComponentType };
    } catch (error) {
      reportAppEvent('chunkLoadFailed');
      throw error;
    }
  };
}
