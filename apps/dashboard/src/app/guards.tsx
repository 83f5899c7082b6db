import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '@seller/design-system';
import { hasSession } from '../platform/session-cookies';
import { SessionContext } from '../features/session/session-context';
import { firstMenuPath } from './menu-guard';
import { routePaths } from './route-paths';
import { safeRedirectPath } from './safe-redirect';

function useLandingPath(): string | null {
  return SessionContext.useSelector((snapshot) => {
    if (!snapshot.matches('signedIn')) return null;
    return firstMenuPath(snapshot.context.menu) ?? routePaths.home;
  });
}

/** Middleware 'authenticated' (§2): the session cookie or the way to /sign-in. */
export function Authenticated({ children }: { children: ReactNode }) {
  const location = useLocation();
  const loading = SessionContext.useSelector(
    (snapshot) => snapshot.matches('loading') || snapshot.matches('restoring'),
  );
  if (!hasSession()) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Navigate to={`${routePaths.signIn}?redirect=${encodeURIComponent(redirect)}`} replace />
    );
  }
  return (
    <>
      <LoadingOverlay open={loading} />
      {children}
    </>
  );
}

/** Middleware 'unauthenticated' (§2): a signed-in user goes to the first menu path. */
export function Unauthenticated({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const landing = useLandingPath();
  useEffect(() => {
    if (landing === null) return;
    const requested = new URLSearchParams(location.search).get('redirect');
    navigate(safeRedirectPath(requested, landing), { replace: true });
  }, [landing, location.search, navigate]);
  return <>{children}</>;
}

/** The index route: the first menu path once the session is known, else sign-in. */
export function IndexRedirect() {
  const landing = useLandingPath();
  if (!hasSession()) return <Navigate to={routePaths.signIn} replace />;
  if (landing === null) return <LoadingOverlay open />;
  return <Navigate to={landing} replace />;
}
