import { routePaths } from './route-paths';

/**
 * The first page of a visitor without a session is the sign-in page, and most of the app is not
 * needed to show it: on /sign-in and /login without a session the page starts standalone and the
 * app follows once the seller signs in. Every other path starts the app (whose guard sends a
 * visitor without a session to /sign-in itself).
 */
export function opensStandaloneSignIn(pathname: string, signedIn: boolean): boolean {
  return !signedIn && (pathname === routePaths.signIn || pathname === routePaths.login);
}
