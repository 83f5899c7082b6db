import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themes, type ThemeName } from '../../themes';
import { MotionKeyframes } from '../../styles/motion';
import { GlobalStyles } from '../GlobalStyles/GlobalStyles';
import { ThemeVariables } from './ThemeVariables';

export interface DesignSystemProviderProps {
  /** Brand identity to render with. Switching it swaps CSS variables only. */
  theme: ThemeName;
  /** Render the document-wide base styles too. Turn off when the host page owns them. */
  withGlobalStyles?: boolean;
  /** The application. */
  children?: ReactNode;
}

/** Wraps the app: typed theme for styled-components plus the theme's CSS variables. */
export function DesignSystemProvider({
  theme,
  withGlobalStyles = true,
  children,
}: DesignSystemProviderProps) {
  const active = themes[theme];
  return (
    <ThemeProvider theme={active}>
      <ThemeVariables $tokens={active.tokens} $name={active.name} />
      <MotionKeyframes />
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </ThemeProvider>
  );
}
