import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportAppEvent } from './platform/app-events';
import { readAppConfig } from './platform/config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A chunk of an older deploy that is gone: the version machine reloads, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reportAppEvent('chunkLoadFailed');
});

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The version check is not needed to paint the first page; it loads right after.
void import('./platform/version-check').then(({ startVersionCheck }) => startVersionCheck(readAppConfig().appVersion));
