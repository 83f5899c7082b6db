import { useMemo, useRef, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider, useToaster, type Toaster } from '@seller/design-system';
import { createAppApi } from '../platform/api';
import { ApiContext } from '../platform/api-context';
import { readAppConfig } from '../platform/config';
import { hasSession } from '../platform/session-cookies';
import { provideSessionMachine } from '../features/session/session-actors';
import { SessionContext } from '../features/session/session-context';
import { readStoredSession } from '../features/session/stored-session';
import { routePaths } from './route-paths';
import { createAppRouter } from './router';

function reloadToSignIn() {
  window.location.assign(routePaths.signIn);
}

function SessionRoot() {
  const toaster = useToaster();
  const toasterRef = useRef<Toaster>(toaster);
  toasterRef.current = toaster;
  const unauthorizedRef = useRef<() => void>(reloadToSignIn);

  const [api] = useState(() =>
    createAppApi(readAppConfig(), {
      onUnauthorized: () => unauthorizedRef.current(),
      onErrorToast: (message) => toasterRef.current.show({ type: 'error', message }),
    }),
  );
  const machine = useMemo(() => provideSessionMachine({ api, redirectToSignIn: reloadToSignIn }), [api]);
  const [router] = useState(createAppRouter);

  return (
    <ApiContext.Provider value={api}>
      <SessionContext.Provider
        logic={machine}
        options={{ input: { hasSessionToken: hasSession(), stored: readStoredSession() } }}
      >
        <UnauthorizedBridge onReady={(handler) => (unauthorizedRef.current = handler)} />
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ApiContext.Provider>
  );
}

/** Hands the session's 401 handling (§8) to the API middleware created before the actor. */
function UnauthorizedBridge({ onReady }: { onReady: (handler: () => void) => void }) {
  const actor = SessionContext.useActorRef();
  onReady(() => actor.send({ type: 'session.unauthorized' }));
  return null;
}

export function App() {
  return (
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <SessionRoot />
      </ToastProvider>
    </DesignSystemProvider>
  );
}
