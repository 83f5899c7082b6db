import { baseTokens, type TokensPartial } from '../tokens';
import { MofasaLogo, MofasaLogoMini } from '../components/Logo/MofasaLogo';
import { deepMerge } from './deep-merge';
import type { Theme } from './theme-types';

/** mofasa's identity: berry actions and accents, warmer neutrals for selection. */
export const mofasaPartial: TokensPartial = {
  color: {
    textLink: '#a3195b',
    borderFocus: '#a3195b',
    bgSurfaceSelected: '#fbe9f1',
    actionPrimaryBg: '#a3195b',
    actionPrimaryBgHover: '#87134b',
    actionPrimaryBgActive: '#6d0f3c',
    actionSecondaryBorder: '#c9a3b5',
    actionSecondaryText: '#5e0e35',
    actionGhostText: '#a3195b',
    actionGhostBgHover: '#fbe9f1',
    statusInfoBg: '#fbe9f1',
    statusInfoIcon: '#a3195b',
    sidebarItemActiveBg: '#fbe9f1',
    sidebarItemActiveText: '#a3195b',
    avatarInitialsBg: '#fbe9f1',
    avatarInitialsText: '#87134b',
    brandPrimary: '#a3195b',
    brandAccent: '#f29f3d',
  },
  shadow: {
    focusRing: '0 0 0 3px rgba(163, 25, 91, 0.35)',
  },
};

export const mofasaTheme: Theme = {
  name: 'mofasa',
  tokens: deepMerge(baseTokens, mofasaPartial),
  logos: { full: MofasaLogo, mini: MofasaLogoMini },
};
