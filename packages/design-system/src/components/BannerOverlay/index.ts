export { BannerOverlay, type BannerOverlayProps } from './BannerOverlay';
