import { releaseBootShell } from './app/boot-shell';
import { startEntryPrefetch } from './app/entry-prefetch';
import { loadApp } from './app/load-app';
import { opensStandaloneSignIn } from './app/standalone-path';
import { prefetchSessionData } from './features/session/session-prefetch';
import { createAppApi, createEntryApi, type EntryApi } from './platform/api';
import { handleChunkLoadError } from './platform/chunk-load-errors';
import { readAppConfig } from './platform/config';
import { readPersisted } from './platform/persisted-state';
import { afterFirstPaint } from './platform/after-first-paint';
import { afterPageLoad } from './platform/after-page-load';
import { afterPageSettled, expectPageSettled } from './platform/page-settled';
import { hasSession } from './platform/session-cookies';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

window.addEventListener('vite:preloadError', handleChunkLoadError);

if (opensStandaloneSignIn(window.location.pathname, hasSession())) {
  releaseBootShell();
  // Its own chunk: the entry stays small, so a signed-in reload starts its session calls without
  // waiting for React.
  void import('./app/standalone-sign-in').then(({ bootStandaloneSignIn }) =>
    bootStandaloneSignIn(container),
  );
} else {
  // A reload inside the app: the session calls go out now, alongside the app core's chunks,
  // instead of after them. The boot screen stays hidden: shown before the app's code has run, it
  // moves the first paint ahead of the app core's start, which then counts as blocking time
  // (Lighthouse on the static host: TBT 79 → 615 ms on /home, LCP unchanged; bench/reports/static-host.md).
  let entryApi: EntryApi | undefined;
  if (hasSession()) {
    // What no first screen needs (the sidebar's counts, the outbox) waits for this page's paint.
    expectPageSettled();
    const config = readAppConfig();
    prefetchSessionData(
      createAppApi(config, { onUnauthorized: () => undefined, onErrorToast: () => undefined }),
      readPersisted('brandId'),
    );
    // And the page's own first calls, so its data does not wait for the app core either. They go
    // through the clients the app will use, so their answers land in the app's cache; a toast or
    // a 401 meanwhile waits for the app (platform/api.ts, deferredApiHooks).
    entryApi = createEntryApi(config);
    startEntryPrefetch(entryApi.api, window.location.href);
  }
  // The app's code runs once the boot screen has painted (platform/after-first-paint.ts).
  afterFirstPaint(() => void loadApp().then((app) => app?.renderApp(container, { entryApi })));
}

// The version check is not needed for the first screen: its code (and XState's, which the
// sign-in page does not use) would share a slow link with the page's own. It starts once the page
// has loaded and a signed-in page its first screen, in an idle moment; a navigation or a failed
// chunk before that is kept for it (platform/app-events.ts).
afterPageLoad(() => {
  void afterPageSettled()
    .then(() => import('./platform/version-check'))
    .then(({ startVersionCheck }) => {
      const config = readAppConfig();
      // The check's one call hides its errors (logged by the check): no toast, no session change.
      const api = createAppApi(config, {
        onUnauthorized: () => undefined,
        onErrorToast: () => undefined,
      });
      return startVersionCheck(api, config.appVersion);
    });
});
