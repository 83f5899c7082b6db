import { routePaths } from '../../app/route-paths';

/** The sign-in page (§2); /login is another name for it, answered by the route table. */
export const signInPath = routePaths.signIn;
