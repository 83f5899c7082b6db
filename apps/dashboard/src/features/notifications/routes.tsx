import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { notificationPagePath } from './urls';

/** /notification (spec §2); the page chunk loads on first visit. */
export const notificationRoutes: RouteObject[] = [
  {
    path: notificationPagePath,
    lazy: lazyPage(() => import('./pages/NotificationRoute'), 'NotificationRoute'),
  },
];
