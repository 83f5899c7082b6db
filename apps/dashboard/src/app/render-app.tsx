import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startAppServices } from './start-services';
import { readAppConfig } from '../platform/config';

/** Starts the whole app (router, session machine, pages) in the page's root element. */
export function renderApp(container: HTMLElement): void {
  const services = startAppServices(readAppConfig());
  const root = createRoot(container);
  // As a transition React renders the first screen in slices, so a slow phone's main thread is
  // never blocked for long and a tap is answered in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
}
