import { createActor } from 'xstate';
import type { ApiClients } from '@seller/api-types';
import type { Toaster } from '@seller/design-system';
import { apiSink, createTracker, installTracker } from '../platform/analytics';
import { createAppApi, type AppApiHooks, type EntryApi } from '../platform/api';
import { registerApiClients } from '../platform/app-services';
import type { AppConfig } from '../platform/config';
import { forgetAnswersAfterWrite, queryClientOf } from '../platform/data/query-client';
import { inspect } from '../platform/machine-inspector';
import { sellerMessage } from '../platform/server-field-error';
import { hasSession } from '../platform/session-cookies';
import { provideSessionMachine } from '../features/session/session-actors';
import type { SessionActor } from '../features/session/session-context';
import { readStoredSession } from '../features/session/stored-session';
import { bindTrackerToSession } from '../features/session/session-analytics';
import { expiredSessionSignInPath } from '../features/sign-in/urls';
import { routePaths } from './route-paths';

export interface AppServices {
  api: ApiClients;
  /** The session actor, already running. */
  session: SessionActor;
  /** Where the API's error toasts go once the app's toaster is mounted. */
  toasterRef: { current: Toaster | null };
  /** Shows the toasts that came before the toaster was mounted (the app calls it once it is). */
  flushToasts: () => void;
}

/** The sign-in page, saying a session that ended mid-work did, with the way back to this page. */
function reloadToSignIn(reason: 'loggedOut' | 'expired') {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(reason === 'expired' ? expiredSessionSignInPath(here) : routePaths.signIn);
}

/**
 * The API, the tracker and the session actor, started before React renders: on a reload the
 * session takes the calls the entry script started, and by the app's first render it often
 * knows the seller is signed in, so that render is already the page (not an overlay first and
 * the page in a second pass).
 */
export function startAppServices(config: AppConfig, entry?: EntryApi): AppServices {
  const toasterRef: AppServices['toasterRef'] = { current: null };
  const waitingToasts: string[] = [];
  // A toast is away from any field: a server field path ('Kolom 'items[1].delta' …') reads as
  // seller words there too.
  const showToast = (message: string) =>
    toasterRef.current?.show({ type: 'error', message: sellerMessage(message) });
  let session: SessionActor | null = null;
  const hooks: AppApiHooks = {
    // §8: a 401 ends the session through the machine, which reloads to /sign-in.
    onUnauthorized: () =>
      session ? session.send({ type: 'session.unauthorized' }) : reloadToSignIn('expired'),
    onErrorToast: (message) =>
      toasterRef.current ? showToast(message) : waitingToasts.push(message),
    onDataWrite: () => forgetAnswersAfterWrite(queryClientOf(api)),
  };
  const api = entry?.api ?? createAppApi(config, hooks);
  registerApiClients(api);
  const tracker = createTracker(apiSink(api));
  installTracker(tracker);
  session = createActor(provideSessionMachine({ api, redirectToSignIn: reloadToSignIn }), {
    input: { hasSessionToken: hasSession(), stored: readStoredSession() },
    inspect,
  });
  bindTrackerToSession(session, tracker);
  session.start();
  entry?.connect(hooks);
  const flushToasts = () => waitingToasts.splice(0).forEach(showToast);
  return { api, session, toasterRef, flushToasts };
}
