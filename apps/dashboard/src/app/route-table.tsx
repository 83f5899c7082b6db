import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { signInRoute } from '../features/sign-in/routes';
import { PublicLayout } from '../layouts/PublicLayout';
import { UnauthenticatedLayout } from '../layouts/UnauthenticatedLayout';
import { claimedPaths, collectFeatureRoutes, type FeatureRoutes } from './feature-routes';
import { IndexRedirect } from './guards';
import { lazyPage } from './lazy-page';
import { withMiddleware } from './route-middleware';
import { routePaths, type RouteName } from './route-paths';
import { RouteErrorPage } from './RouteErrorPage';
import { ScreenShown } from './ScreenShown';

const preparingPage = lazyPage(() => import('./PreparingPage'), 'PreparingPage');
const logoutPage = lazyPage(() => import('./LogoutPage'), 'LogoutPage');
const defaultLayout = lazyPage(() => import('../layouts/DefaultLayout'), 'DefaultLayout');

/** Routes the shell itself answers; every other §2 path belongs to a feature. */
const shellRoutes: readonly RouteName[] = [
  'index',
  'signIn',
  'login',
  'logout',
  'printPage',
  'home',
  'homeV2',
  'dashboard',
];

/** The §2 feature paths that live inside the signed-in layout. */
export const signedInPreparingPaths: readonly string[] = (
  Object.entries(routePaths) as [RouteName, string][]
)
  .filter(([name]) => !shellRoutes.includes(name))
  .map(([, path]) => path);

/** `/a/:id?` is `/a` and `/a/:id`: a feature may claim the two as separate pages. */
function spellings(path: string): string[] {
  return path.endsWith('?')
    ? [path, path.replace(/\/:[^/]+\?$/, '') || '/', path.slice(0, -1)]
    : [path];
}

/** §2 paths whose feature has not contributed routes yet: they say so honestly. */
export function preparingRoutes(
  claimed: ReadonlySet<string>,
  paths: readonly string[],
): RouteObject[] {
  return paths
    .filter((path) => !spellings(path).some((spelling) => claimed.has(spelling)))
    .map((path) => ({ path, lazy: preparingPage }));
}

/**
 * The route table of §2. Pages are lazy modules; middleware and data loaders are declared here,
 * outside them, so guards and data start together with the page's chunk. Feature folders add
 * their own `RouteObject[]` (see feature-routes.ts) under the signed-in layout.
 */
export function appRoutes(featureRoutes: FeatureRoutes = collectFeatureRoutes()): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <ScreenShown>
          <Outlet />
        </ScreenShown>
      ),
      errorElement: (
        <ScreenShown>
          <RouteErrorPage />
        </ScreenShown>
      ),
      // The first page's chunk and loader arrive together; the screen stays empty meanwhile.
      HydrateFallback: () => null,
      children: [
        { index: true, element: <IndexRedirect /> },
        withMiddleware(['unauthenticated'], {
          element: <UnauthenticatedLayout />,
          children: [
            signInRoute,
            { path: routePaths.login, element: <Navigate to={routePaths.signIn} replace /> },
          ],
        }),
        {
          element: <PublicLayout />,
          children: [
            { path: routePaths.logout, lazy: logoutPage },
            ...featureRoutes.public,
            ...preparingRoutes(claimedPaths(featureRoutes.public), [routePaths.printPage]),
          ],
        },
        withMiddleware(['authenticated', 'updater'], {
          id: 'signed-in',
          lazy: defaultLayout,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                ...featureRoutes.signedIn,
                ...preparingRoutes(claimedPaths(featureRoutes.signedIn), signedInPreparingPaths),
                { path: '*', element: <RouteErrorPage status={404} /> },
              ],
            },
          ],
        }),
      ],
    },
  ];
}
