import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { clearSessionCookies } from '../platform/session-cookies';
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
  if (status === undefined && error !== undefined && code >= 500) console.error(error);
  const onAction =
    code === 401
      ? () => {
          clearSessionCookies();
          window.location.assign(routePaths.signIn);
        }
      : () => navigate(routePaths.index);
  return (
    <Suspense fallback={null}>
      <ErrorPageView status={code} onAction={onAction} />
    </Suspense>
  );
}
