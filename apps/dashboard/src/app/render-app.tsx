import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { holdIdleWorkUntil } from '@seller/design-system';
import { App } from './App';
import { createAppRouter } from './router';
import { startAppServices } from './start-services';
import type { EntryApi } from '../platform/api';
import { sessionAtRest } from '../features/session/session-at-rest';
import { readAppConfig } from '../platform/config';
import { afterPageSettled, isPageSettlePending } from '../platform/page-settled';
import { nextTask } from '../platform/next-task';
import { viewportRulesPlugin } from '../platform/viewport-rules';

// The app's width media queries as plain rules under a condition on <html> (viewport-rules.ts).
const stylisPlugins = [viewportRulesPlugin()];

/** How long the first render waits for the session's answers before it starts anyway. */
const sessionWaitLimitMs = 5000;

/**
 * Starts the whole app (router, session machine, pages) in the page's root element. Each step is
 * a task of its own: evaluating the app's code, starting the session actor, building the router
 * (which matches the address and starts the route's loaders) and rendering took one task of
 * 60–90 ms on this machine, four times that on a phone. The render waits for the session's
 * answers (session-at-rest.ts), which the entry script asked for before this code arrived.
 */
export async function renderApp(
  container: HTMLElement,
  { unmountBefore, entryApi }: { unmountBefore?: () => void; entryApi?: EntryApi } = {},
): Promise<void> {
  // The design system's floating layers load their code in an idle moment: after this page's first screen.
  if (isPageSettlePending()) holdIdleWorkUntil(afterPageSettled());
  await nextTask();
  const services = startAppServices(readAppConfig(), entryApi);
  await nextTask();
  const router = createAppRouter();
  await sessionAtRest(services.session, sessionWaitLimitMs);
  await nextTask();
  // A page already in the container (the standalone sign-in) goes in the task that replaces it.
  unmountBefore?.();
  const root = createRoot(container);
  // As a transition React renders the first screen in slices, so a slow phone's main thread is
  // never blocked for long and a tap is answered in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <StyleSheetManager stylisPlugins={stylisPlugins}>
          <App services={services} createRouter={() => router} />
        </StyleSheetManager>
      </StrictMode>,
    );
  });
}
