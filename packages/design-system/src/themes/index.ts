import { marketplaceTheme } from './marketplace';
import { mofasaTheme } from './mofasa';
import type { Theme, ThemeName } from './theme-types';

export { marketplaceTheme, marketplacePartial } from './marketplace';
export { mofasaTheme, mofasaPartial } from './mofasa';
export { deepMerge } from './deep-merge';
export type { Theme, ThemeName } from './theme-types';

/** Every theme by name, for toolbars and tenant switches. */
export const themes: Record<ThemeName, Theme> = {
  marketplace: marketplaceTheme,
  mofasa: mofasaTheme,
};
