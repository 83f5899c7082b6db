import { baseTokens, type TokensPartial } from '../tokens';
import { MarketplaceLogo, MarketplaceLogoMini } from '../components/Logo/MarketplaceLogo';
import { deepMerge } from './deep-merge';
import type { Theme } from './theme-types';

/** The marketplace identity is the base palette: blue actions. */
export const marketplacePartial: TokensPartial = {};

export const marketplaceTheme: Theme = {
  name: 'marketplace',
  tokens: deepMerge(baseTokens, marketplacePartial),
  logos: { full: MarketplaceLogo, mini: MarketplaceLogoMini },
};
