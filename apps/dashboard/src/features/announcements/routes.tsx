import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { announcementPaths } from './urls';

/** /announcement (§2), /announcement/promo (the Promo Brand menu entry) and /announcement/:id. */
export const announcementRoutes: RouteObject[] = [
  {
    path: announcementPaths.list,
    lazy: lazyPage(() => import('./pages/AnnouncementListRoute'), 'AnnouncementListRoute'),
  },
  {
    path: announcementPaths.promo,
    lazy: lazyPage(() => import('./pages/AnnouncementListRoute'), 'PromoAnnouncementListRoute'),
  },
  {
    path: announcementPaths.detailPattern,
    lazy: lazyPage(() => import('./pages/AnnouncementDetailRoute'), 'AnnouncementDetailRoute'),
  },
];
