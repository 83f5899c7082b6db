import { createGlobalStyle } from 'styled-components';
import { toCssDeclarations, type Tokens } from '../../tokens';

/**
 * Writes the active theme's tokens on :root. Portalled layers (dialogs, popovers, toasts) live
 * under <body>, so the variables have to sit above them rather than on a wrapper element.
 */
export const ThemeVariables = createGlobalStyle<{ $tokens: Tokens; $name: string }>`
  :root {
    color-scheme: light;
    ${(p) => toCssDeclarations(p.$tokens)}
  }
`;
