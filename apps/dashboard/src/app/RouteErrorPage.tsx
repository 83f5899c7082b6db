import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPage } from '@seller/design-system';
import { clearSessionCookies } from '../platform/session-cookies';
import { routePaths } from './route-paths';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
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
  const onAction =
    code === 401
      ? () => {
          clearSessionCookies();
          window.location.assign(routePaths.signIn);
        }
      : () => navigate(routePaths.index);
  return <ErrorPage status={code} onAction={onAction} />;
}
