import { useLayoutEffect, type ReactNode } from 'react';
import { SessionContext } from '../features/session/session-context';
import { markPageShown } from '../platform/page-settled';
import { releaseBootShell } from './boot-shell';

/**
 * Wraps what the root route shows (its page or its error page): the boot screen goes in the
 * commit that puts the first routed screen in the document, once the session has settled
 * (signed in, signed out or failed); until then the session's own overlay would show, which
 * looks like the plain boot screen. Tied to the router's own commit, the boot screen and the page
 * never show together, and nothing empty shows between them.
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
    releaseBootShell();
    markPageShown();
  }, [sessionSettled]);
  return children;
}
