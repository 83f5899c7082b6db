import { useLayoutEffect, type ReactNode } from 'react';
import { SessionContext } from '../features/session/session-context';
import { whenDrawnScreenFree } from '../platform/drawn-list';
import { markFirstScreenShown } from '../platform/first-screen';
import { releaseBootShell } from './boot-shell';

/**
 * Wraps what the root route shows (its page or its error page): the boot screen goes in the
 * commit that puts the first routed screen in the document, once the session has settled
 * (signed in, signed out or failed); until then the session's own overlay would show, which
 * looks like the plain boot screen. Tied to the router's own commit, the boot screen (or the
 * first screen the server drew) and the page never show together, and nothing empty shows
 * between them.
 */
export function ScreenShown({ children }: { children: ReactNode }) {
  const sessionSettled = SessionContext.useSelector(
    (snapshot) =>
      snapshot.matches('signedIn') ||
      snapshot.matches('signedOut') ||
      snapshot.matches('loadFailed'),
  );
  useLayoutEffect(() => {
    if (!sessionSettled) return;
    // A list drawn with its rows keeps the drawing up until the app's rows are in (drawn-list.ts).
    whenDrawnScreenFree(releaseBootShell);
    markFirstScreenShown();
  }, [sessionSettled]);
  return children;
}
