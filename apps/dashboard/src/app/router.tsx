import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Authenticated, IndexRedirect, Unauthenticated } from './guards';
import { routePaths } from './route-paths';
import { RouteErrorPage } from './RouteErrorPage';

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        { path: routePaths.index, element: <IndexRedirect /> },
        {
          path: routePaths.signIn,
          lazy: async () => {
            const { SignInPage } = await import('../features/sign-in/SignInPage');
            return {
              Component: () => (
                <Unauthenticated>
                  <SignInPage />
                </Unauthenticated>
              ),
            };
          },
        },
        { path: routePaths.login, element: <Navigate to={routePaths.signIn} replace /> },
        {
          path: routePaths.home,
          lazy: async () => {
            const { HomePage } = await import('../features/home/HomePage');
            return {
              Component: () => (
                <Authenticated>
                  <HomePage />
                </Authenticated>
              ),
            };
          },
        },
        { path: '*', element: <RouteErrorPage status={404} /> },
      ],
    },
  ]);
}
