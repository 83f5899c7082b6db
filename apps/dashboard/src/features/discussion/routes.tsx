import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { routePaths } from '../../app/route-paths';

/** /discussion-product (§2): product questions, for brands on the allow list (§6). */
export const discussionRoutes: RouteObject[] = [
  {
    path: routePaths.discussionProduct,
    lazy: lazyPage(() => import('./DiscussionRoute'), 'DiscussionRoute'),
  },
];
