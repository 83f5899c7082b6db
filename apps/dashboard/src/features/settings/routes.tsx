import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { loadSecuritySection } from './security-section-module';
import { settingsPath, settingsSectionPattern } from './urls';

/** A visit to the Keamanan tab fetches its code beside the page's chunk, not after it. */
function startSectionCode({ params }: LoaderFunctionArgs): null {
  if (params.section === 'keamanan') void loadSecuritySection().catch(() => undefined);
  return null;
}

const settingsPage = lazyPage(() => import('./pages/SettingsRoute'), 'SettingsRoute');

/** /settings (§2) and its sections: /settings/akun, /keamanan, /rekening, /privasi. */
export const settingsRoutes: RouteObject[] = [
  { path: settingsPath, lazy: settingsPage },
  { path: settingsSectionPattern, loader: startSectionCode, lazy: settingsPage },
];
