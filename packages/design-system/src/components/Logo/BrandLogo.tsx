import type {} from '../../styled';
import { useTheme } from 'styled-components';
import type { LogoProps } from './logo-types';

export interface BrandLogoProps extends LogoProps {
  /** Full wordmark for the 220 px sidebar, mini mark for the 60 px one. */
  variant?: 'full' | 'mini';
}

/** The active theme's logo; follows the theme switch. */
export function BrandLogo({ variant = 'full', ...rest }: BrandLogoProps) {
  const theme = useTheme();
  const Logo = theme.logos[variant];
  return <Logo {...rest} />;
}
