import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { useMainColumnKey } from '../platform/main-column';
import { clearSessionCookies } from '../platform/session-cookies';
import { expiredSessionSignInPath } from '../features/sign-in/urls';
import { routePaths } from './route-paths';

// Error artwork is only needed when something went wrong: it stays out of the first load.
const ErrorPageView = lazy(() =>
  import('./ErrorPageView').then((module) => ({ default: module.ErrorPageView })),
);

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
  ) {
    return error.status;
  }
  // A route error without a status is a server error (§2).
  return 500;
}

/** §2 error page: 404, 403, 401 (sign in again) and every other status as a server error. */
export function RouteErrorPage({ status }: { status?: number }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const code = status ?? statusOf(error);
  // Inside the signed-in layout the page sits in the layout's own <main>.
  const inLayout = useMainColumnKey() !== null;
  if (status === undefined && error !== undefined && code >= 500) console.error(error);
  const onAction =
    code === 401
      ? () => {
          clearSessionCookies();
          // §2: tokens cleared, then sign-in; which says why, and comes back to this page.
          window.location.assign(
            expiredSessionSignInPath(`${window.location.pathname}${window.location.search}`),
          );
        }
      : () => navigate(routePaths.index);
  return (
    <Suspense fallback={null}>
      <ErrorPageView status={code} onAction={onAction} as={inLayout ? 'section' : 'main'} />
    </Suspense>
  );
}
