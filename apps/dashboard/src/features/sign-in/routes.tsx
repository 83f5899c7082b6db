import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { signInPath } from './urls';

/**
 * /sign-in in the app, mounted by the route table under the unauthenticated layout: not a
 * `…Routes` array, which feature-routes.ts would put in the signed-in or the public layout.
 */
export const signInRoute: RouteObject = {
  path: signInPath,
  lazy: lazyPage(() => import('./pages/SignInRoute'), 'SignInRoute'),
};
