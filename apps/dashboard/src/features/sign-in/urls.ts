import { routePaths } from '../../app/route-paths';
import { safeRedirectPath } from '../../app/safe-redirect';

/** The sign-in page (§2); /login is another name for it, answered by the route table. */
export const signInPath = routePaths.signIn;

/** Why the seller is on the sign-in page, when the app sent them there (`?reason=`). */
export type SignInReason = 'expired';

const reasonParam = 'reason';
const redirectParam = 'redirect';

/** Pages a return to would only end again where it started. */
const noReturnPaths: readonly string[] = [
  routePaths.index,
  routePaths.signIn,
  routePaths.login,
  routePaths.logout,
];

/**
 * Where a session that ended mid-work (a 401, §8) sends the seller: the sign-in page saying so,
 * with the page they were on to come back to (the unauthenticated guard follows `redirect`,
 * same-origin paths only).
 */
export function expiredSessionSignInPath(returnTo: string): string {
  const query = new URLSearchParams({ [reasonParam]: 'expired' });
  const back = safeRedirectPath(returnTo, routePaths.index);
  const backPath = back.split(/[?#]/, 1)[0] ?? '';
  if (!noReturnPaths.includes(backPath)) query.set(redirectParam, back);
  return `${signInPath}?${query.toString()}`;
}

export function signInReasonOf(search: string): SignInReason | null {
  return new URLSearchParams(search).get(reasonParam) === 'expired' ? 'expired' : null;
}
