export { MarketplaceLogo, MarketplaceLogoMini } from './MarketplaceLogo';
export { MofasaLogo, MofasaLogoMini } from './MofasaLogo';
export { BrandLogo, type BrandLogoProps } from './BrandLogo';
export type { LogoProps } from './logo-types';
