import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { discussionPath } from './urls';

/** /discussion-product (§2): product questions, for brands on the allow list (§6). */
export const discussionRoutes: RouteObject[] = [
  {
    path: discussionPath,
    lazy: lazyPage(() => import('./pages/DiscussionRoute'), 'DiscussionRoute'),
  },
];
