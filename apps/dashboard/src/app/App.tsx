import { useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider, useToaster, type Toaster } from '@seller/design-system';
import { apiSink, createTracker, installTracker } from '../platform/analytics';
import { createAppApi } from '../platform/api';
import { ApiContext } from '../platform/api-context';
import { registerApiClients } from '../platform/app-services';
import { readAppConfig, type AppConfig } from '../platform/config';
import { hasSession } from '../platform/session-cookies';
import { tenantFromBrandType, tenantProfile } from '../platform/tenant-profile';
import { readTenant } from '../platform/tenant-store';
import { provideSessionMachine } from '../features/session/session-actors';
import { SessionContext } from '../features/session/session-context';
import { readStoredSession } from '../features/session/stored-session';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { routePaths } from './route-paths';
import { createAppRouter } from './router';

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

  return (
    <ApiContext.Provider value={api}>
      <SessionContext.Provider
        logic={machine}
        options={{ input: { hasSessionToken: hasSession(), stored: readStoredSession() } }}
      >
        <UnauthorizedBridge onReady={(handler) => (unauthorizedRef.current = handler)} />
        <ThemedShell toasterRef={toasterRef} createRouter={createRouter} />
      </SessionContext.Provider>
    </ApiContext.Provider>
  );
}

/** §1, §6: the theme and page icon follow the brand's identity (mofasa or marketplace). */
function useTenantProfile() {
  const brandType = SessionContext.useSelector((snapshot) => snapshot.context.brandData?.brandType ?? null);
  return tenantProfile(tenantFromBrandType(brandType, readTenant()));
}

function ThemedShell({
  toasterRef,
  createRouter,
}: {
  toasterRef: React.RefObject<Toaster | null>;
  createRouter: () => AppRouter;
}) {
  const profile = useTenantProfile();
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = profile.pageIcon;
  }, [profile.pageIcon]);
  return (
    <DesignSystemProvider theme={profile.theme}>
      <RenderErrorBoundary>
        <ToastProvider>
          <ToasterBridge toasterRef={toasterRef} />
          <Routes createRouter={createRouter} />
        </ToastProvider>
      </RenderErrorBoundary>
    </DesignSystemProvider>
  );
}

function Routes({ createRouter }: { createRouter: () => AppRouter }) {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}

/** Hands the toaster (§8 toasts) to the API hooks created before the provider existed. */
function ToasterBridge({ toasterRef }: { toasterRef: React.RefObject<Toaster | null> }) {
  const toaster = useToaster();
  toasterRef.current = toaster;
  return null;
}

/** Hands the session's 401 handling (§8) to the API middleware created before the actor. */
function UnauthorizedBridge({ onReady }: { onReady: (handler: () => void) => void }) {
  const actor = SessionContext.useActorRef();
  onReady(() => actor.send({ type: 'session.unauthorized' }));
  return null;
}
