import type { ComponentType } from 'react';
import type { Tokens } from '../tokens';
import type { LogoProps } from '../components/Logo/logo-types';

/** The two brand identities of the product. */
export type ThemeName = 'marketplace' | 'mofasa';

/** A complete theme: tokens plus the artwork that differs per brand. */
export interface Theme {
  /** Which brand identity this is. */
  name: ThemeName;
  /** Semantic tokens, emitted as CSS custom properties by the provider. */
  tokens: Tokens;
  /** Sidebar logos: full for the 220 px sidebar, mini for the 60 px one. */
  logos: {
    full: ComponentType<LogoProps>;
    mini: ComponentType<LogoProps>;
  };
}
