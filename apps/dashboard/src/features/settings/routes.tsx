import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { settingsPath } from './settings-paths';

/** /settings (§2) and its sections: /settings/akun, /keamanan, /rekening, /privasi. */
export const settingsRoutes: RouteObject[] = [
  { path: settingsPath, lazy: lazyPage(() => import('./SettingsRoute'), 'SettingsRoute') },
  { path: `${settingsPath}/:section`, lazy: lazyPage(() => import('./SettingsRoute'), 'SettingsRoute') },
];
