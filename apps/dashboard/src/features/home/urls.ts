import { routePaths } from '../../app/route-paths';

/** The home page's addresses (§2): one page under three names, no URL state. */
export const homePaths = [routePaths.home, routePaths.homeV2, routePaths.dashboard] as const;
