import type { RouteObject } from 'react-router-dom';
import { notificationPagePath } from './notification-paths';

/** The /notification route; the page chunk loads on first visit. */
export const notificationRoutes: RouteObject[] = [
  {
    path: notificationPagePath,
    lazy: async () => {
      const { NotificationPage } = await import('./NotificationPage');
      return { Component: NotificationPage };
    },
  },
];
