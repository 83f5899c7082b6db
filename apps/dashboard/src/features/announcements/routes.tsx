import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { announcementPaths } from './announcement-paths';

/** /announcement (§2), /announcement/promo (the Promo Brand menu entry) and /announcement/:id. */
export const announcementRoutes: RouteObject[] = [
  {
    path: announcementPaths.list,
    lazy: lazyPage(() => import('./AnnouncementListPage'), 'AnnouncementListPage'),
  },
  {
    path: announcementPaths.promo,
    lazy: lazyPage(() => import('./AnnouncementListPage'), 'PromoAnnouncementListPage'),
  },
  {
    path: `${announcementPaths.list}/:announcementId`,
    lazy: lazyPage(() => import('./AnnouncementDetailPage'), 'AnnouncementDetailPage'),
  },
];
