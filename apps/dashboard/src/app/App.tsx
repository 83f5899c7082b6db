import { useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Toaster } from '@seller/design-system';
import { ApiContext } from '../platform/api-context';
import { readAppConfig, type AppConfig } from '../platform/config';
import { SessionContext } from '../features/session/session-context';
import { AppFrame } from './AppFrame';
import { startAppServices, type AppServices } from './start-services';
import { createAppRouter } from './router';
import { useDropLeftBrandAnswers } from './use-drop-left-brand-answers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  /** The API and the running session; started here from `config` when not given. */
  services?: AppServices;
  /** Where the backend is; read from the build's environment by default. */
  config?: AppConfig;
  /** Builds the router; the browser router of the route table by default. */
  createRouter?: () => AppRouter;
}

export function App({ services: given, config, createRouter = createAppRouter }: AppProps) {
  const [services] = useState(() => given ?? startAppServices(config ?? readAppConfig()));
  // A session this component started ends with it (a test's unmount); a given one outlives it.
  useEffect(() => (given ? undefined : () => services.session.stop()), [given, services]);
  // Children's effects ran first: the toaster is mounted, and what failed before it shows now.
  useEffect(() => services.flushToasts(), [services]);
  useDropLeftBrandAnswers(services);

  return (
    <ApiContext.Provider value={services.api}>
      <SessionContext.Provider actor={services.session}>
        <ThemedShell toasterRef={services.toasterRef} createRouter={createRouter} />
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
  const brandType = SessionContext.useSelector(
    (snapshot) => snapshot.context.brandData?.brandType ?? null,
  );
  return (
    <AppFrame brandType={brandType} toasterRef={toasterRef}>
      <Routes createRouter={createRouter} />
    </AppFrame>
  );
}

function Routes({ createRouter }: { createRouter: () => AppRouter }) {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
