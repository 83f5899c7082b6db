import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { reportPages } from './urls';

/** The six /report/* pages (§2), each embedding its §7 report dashboard. */
export const reportRoutes: RouteObject[] = reportPages.map(({ path }) => ({
  path,
  lazy: lazyPage(() => import('./pages/ReportRoute'), 'ReportRoute'),
}));
