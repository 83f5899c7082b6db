import { routePaths } from '../../app/route-paths';

/** The list, the Promo Brand entry's list (its own path, so one sidebar entry is active) and one announcement. */
export const announcementPaths = {
  list: routePaths.announcement,
  promo: `${routePaths.announcement}/promo`,
  detail: (id: number | string) => `${routePaths.announcement}/${id}`,
} as const;
