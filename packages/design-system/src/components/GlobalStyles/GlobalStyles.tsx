import { createGlobalStyle } from 'styled-components';
import { vars } from '../../tokens';

/**
 * Document-wide base styles: box sizing, the offline font stack, canvas colours and the
 * reduced-motion rule. Rendered explicitly (the package has no import side effects).
 */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${vars.font.family};
    font-size: ${vars.font.size300};
    line-height: ${vars.font.lineHeightNormal};
    color: ${vars.color.textDefault};
    background: ${vars.color.bgCanvas};
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${vars.color.textLink};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
