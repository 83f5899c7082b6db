import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './route-table';

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
