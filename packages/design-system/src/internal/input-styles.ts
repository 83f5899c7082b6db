import { css } from 'styled-components';
import { vars } from '../tokens';

/** The bordered box every text-like control draws. */
export const inputBox = css`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space['300']};
  border: 1px solid ${vars.color.actionSecondaryBorder};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};
  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &:focus-within {
    border-color: ${vars.color.borderFocus};
    box-shadow: ${vars.shadow.focusRing};
  }
  &[data-invalid] {
    border-color: ${vars.color.textDanger};
  }
  &[data-disabled] {
    background: ${vars.color.bgSubtle};
    cursor: not-allowed;
  }
  & > svg {
    flex: none;
    color: ${vars.color.textSubdued};
  }
`;

/** The bare input inside the box. */
export const bareInput = css`
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: calc(${vars.size.controlMd} - 2px);
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  font-size: ${vars.font.size300};
  &::placeholder {
    color: ${vars.color.textSubdued};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
