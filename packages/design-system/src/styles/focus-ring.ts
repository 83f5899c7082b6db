import { css } from 'styled-components';
import { vars } from '../tokens';

/** Visible keyboard focus, shared by every interactive element. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
    box-shadow: ${vars.shadow.focusRing};
  }
`;
