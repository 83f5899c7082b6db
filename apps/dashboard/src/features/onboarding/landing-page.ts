import { isCreateOrVariantPath, type MenuItem } from '@seller/machines';
import { firstMenuPath } from '../../app/menu-guard';
import { routePaths } from '../../app/route-paths';

const homePaths: readonly string[] = [routePaths.home, routePaths.homeV2, routePaths.dashboard];

/**
 * Where the onboarding dialog and the promotion banner may show: the home page or the first
 * menu page the seller lands on, never a form that holds unsaved input (issue 16: the dialog
 * arrived about 2 s after landing, over a product the seller had started to type).
 */
export function isLandingPath(pathname: string, menu: readonly MenuItem[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isCreateOrVariantPath(path)) return false;
  return homePaths.includes(path) || path === firstMenuPath(menu);
}
