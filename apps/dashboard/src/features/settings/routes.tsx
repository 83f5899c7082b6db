import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { loadSecuritySection } from './security-section-module';
import { settingsPath } from './settings-paths';

/** A visit to the Keamanan tab fetches its code beside the page's chunk, not after it. */
function startSectionCode({ params }: LoaderFunctionArgs): null {
  if (params.section === 'keamanan') void loadSecuritySection().catch(() => undefined);
  return null;
}

/** /settings (§2) and its sections: /settings/akun, /keamanan, /rekening, /privasi. */
export const settingsRoutes: RouteObject[] = [
  { path: settingsPath, lazy: lazyPage(() => import('./SettingsRoute'), 'SettingsRoute') },
  {
    path: `${settingsPath}/:section`,
    loader: startSectionCode,
    lazy: lazyPage(() => import('./SettingsRoute'), 'SettingsRoute'),
  },
];
