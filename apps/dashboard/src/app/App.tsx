import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Toaster } from '@seller/design-system';
import { apiSink, createTracker, installTracker } from '../platform/analytics';
import { createAppApi } from '../platform/api';
import { ApiContext } from '../platform/api-context';
import { registerApiClients } from '../platform/app-services';
import { readAppConfig, type AppConfig } from '../platform/config';
import { connectEarlyErrorToast } from '../platform/early-requests';
import { hasSession } from '../platform/session-cookies';
import { provideSessionMachine } from '../features/session/session-actors';
import { SessionContext } from '../features/session/session-context';
import { readStoredSession } from '../features/session/stored-session';
import { AppFrame } from './AppFrame';
import { releaseBootShell } from './boot-shell';
import { routePaths } from './route-paths';
import { createAppRouter } from './router';
import { inspect } from '../platform/machine-inspector';

function reloadToSignIn() {
  window.location.assign(routePaths.signIn);
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  /** Where the backend is; read from the build's environment by default. */
  config?: AppConfig;
  /** Builds the router; the browser router of the route table by default. */
  createRouter?: () => AppRouter;
}

/** The API, the tracker and the session actor: created once, before anything renders. */
export function App({ config, createRouter = createAppRouter }: AppProps) {
  const toasterRef = useRef<Toaster | null>(null);
  const unauthorizedRef = useRef<() => void>(reloadToSignIn);
  const [api] = useState(() => {
    const clients = createAppApi(config ?? readAppConfig(), {
      onUnauthorized: () => unauthorizedRef.current(),
      onErrorToast: (message) => toasterRef.current?.show({ type: 'error', message }),
    });
    registerApiClients(clients);
    installTracker(createTracker(apiSink(clients)));
    return clients;
  });
  const machine = useMemo(() => provideSessionMachine({ api, redirectToSignIn: reloadToSignIn }), [api]);
  useEffect(() => connectEarlyErrorToast((message) => toasterRef.current?.show({ type: 'error', message })), []);

  return (
    <ApiContext.Provider value={api}>
      <SessionContext.Provider
        logic={machine}
        options={{ input: { hasSessionToken: hasSession(), stored: readStoredSession() }, inspect }}
      >
        <UnauthorizedBridge onReady={(handler) => (unauthorizedRef.current = handler)} />
        <ThemedShell toasterRef={toasterRef} createRouter={createRouter} />
      </SessionContext.Provider>
    </ApiContext.Provider>
  );
}

/** The frame follows the current brand's identity (§1, §6). */
function ThemedShell({
  toasterRef,
  createRouter,
}: {
  toasterRef: React.RefObject<Toaster | null>;
  createRouter: () => AppRouter;
}) {
  const brandType = SessionContext.useSelector((snapshot) => snapshot.context.brandData?.brandType ?? null);
  return (
    <AppFrame brandType={brandType} toasterRef={toasterRef}>
      <Routes createRouter={createRouter} />
    </AppFrame>
  );
}

function Routes({ createRouter }: { createRouter: () => AppRouter }) {
  const [router] = useState(createRouter);
  useBootShellRelease(router);
  return <RouterProvider router={router} />;
}

/**
 * The boot screen stays until the first page can show: the router has its route's code and the
 * session has settled (signed in, signed out or failed); the session's own overlay looks the same.
 */
function useBootShellRelease(router: AppRouter) {
  const [routed, setRouted] = useState(router.state.initialized);
  const sessionSettled = SessionContext.useSelector(
    (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut') || snapshot.matches('loadFailed'),
  );
  useEffect(() => {
    if (routed) return undefined;
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) setRouted(true);
    });
    // It may have finished between the render and this subscription.
    if (router.state.initialized) setRouted(true);
    return unsubscribe;
  }, [router, routed]);
  useLayoutEffect(() => {
    if (routed && sessionSettled) releaseBootShell();
  }, [routed, sessionSettled]);
}

/** Hands the session's 401 handling (§8) to the API middleware created before the actor. */
function UnauthorizedBridge({ onReady }: { onReady: (handler: () => void) => void }) {
  const actor = SessionContext.useActorRef();
  onReady(() => actor.send({ type: 'session.unauthorized' }));
  return null;
}
