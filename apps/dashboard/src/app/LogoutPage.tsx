import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingOverlay } from '@seller/design-system';
import { hasSession } from '../platform/session-cookies';
import { tracker } from '../platform/analytics';
import { SessionContext } from '../features/session/session-context';
import { appCopy } from './copy';
import { routePaths } from './route-paths';

/** /logout (§2, always allowed): ends the session as §4 says, which reloads to /sign-in. */
export function LogoutPage() {
  const actor = SessionContext.useActorRef();
  const signedIn = hasSession();
  useEffect(() => {
    if (!signedIn) return;
    tracker().track({ name: 'logout', area: 'session' });
    void tracker().flush();
    actor.send({ type: 'session.logout' });
  }, [actor, signedIn]);
  if (!signedIn) return <Navigate to={routePaths.signIn} replace />;
  return <LoadingOverlay open label={appCopy.loggingOut} />;
}
