import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Toaster } from '@seller/design-system';
import { StandaloneSignInPage } from '../features/sign-in/StandaloneSignInPage';
import { createAppApi } from '../platform/api';
import { readAppConfig } from '../platform/config';
import { clearSessionCookies } from '../platform/session-cookies';
import { AppFrame } from './AppFrame';
import { loadApp } from './load-app';
import { routePaths } from './route-paths';

/** The sign-in page without the app (see standalone-path.ts); the app takes over once signed in. */
export function bootStandaloneSignIn(container: HTMLElement): void {
  // /login is another name for /sign-in (§2).
  if (window.location.pathname === routePaths.login) {
    window.history.replaceState(
      window.history.state,
      '',
      `${routePaths.signIn}${window.location.search}`,
    );
  }
  const toasterRef: { current: Toaster | null } = { current: null };
  const api = createAppApi(readAppConfig(), {
    // A token refused half-way through signing in must not outlive the attempt.
    onUnauthorized: () => clearSessionCookies(),
    onErrorToast: (message) => toasterRef.current?.show({ type: 'error', message }),
  });
  const root = createRoot(container);
  const handOver = async () => {
    const app = await loadApp();
    // The app's chunk is gone (a newer deploy): the session is stored, a fresh page load goes on.
    if (!app) throw new Error('The app could not be loaded.');
    // The app starts on /sign-in with a session: its guard moves on to the redirect or the first menu path.
    await app.renderApp(container, { unmountBefore: () => root.unmount() });
  };
  root.render(
    <StrictMode>
      <AppFrame brandType={null} toasterRef={toasterRef}>
        <StandaloneSignInPage
          api={api}
          onStart={() => void loadApp().catch(() => undefined)}
          // Signed in already: a fresh page load finishes the job if the app cannot be fetched.
          onSignedIn={() => void handOver().catch(() => window.location.reload())}
        />
      </AppFrame>
    </StrictMode>,
  );
}
