import { waitFor } from 'xstate';
import type { SessionActor } from './session-context';

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/**
 * The session has nothing on its way: signed out, failed to load, or signed in with its brand's
 * details in (or refused). Until then every answer changes what the whole app shows.
 */
export function isSessionAtRest(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches('signedOut') ||
    snapshot.matches('loadFailed') ||
    snapshot.matches({ signedIn: 'ready' })
  );
}

/**
 * Resolves once the session is at rest, or after `limitMs` whatever it is doing. The app's first
 * render waits for it: a render that starts while the session's answers arrive is thrown away by
 * React when the session changes under it and done again in one blocking task (the tearing check
 * of useSyncExternalStore), which on this machine was a task of 70–120 ms. The boot screen is up
 * meanwhile, and stays until the session is at rest anyway.
 */
export async function sessionAtRest(session: SessionActor, limitMs: number): Promise<void> {
  await waitFor(session, isSessionAtRest, { timeout: limitMs }).catch(() => undefined);
}
