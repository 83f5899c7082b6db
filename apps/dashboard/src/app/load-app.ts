import { nextTask } from '../platform/next-task';
import type { renderApp } from './render-app';

interface AppModule {
  renderApp: typeof renderApp;
}

let loading: Promise<AppModule | undefined> | null = null;

/**
 * The app's code (router, machines, signed-in pages) is fetched once however often it is asked
 * for, and evaluated in two tasks (react-first.ts). It resolves to undefined when the chunk
 * belongs to a deploy that is gone: the version check then reloads the page (main.tsx,
 * `vite:preloadError`).
 */
export function loadApp(): Promise<AppModule | undefined> {
  loading ??= import('./react-first')
    .then(nextTask)
    .then(() => import('./render-app'))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
