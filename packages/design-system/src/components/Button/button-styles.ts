import { css } from 'styled-components';
import { vars } from '../../tokens';
import { focusRing } from '../../styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.actionPrimaryBg};
    color: ${vars.color.actionPrimaryText};
    border-color: ${vars.color.actionPrimaryBg};
    &:hover:not(:disabled) {
      background: ${vars.color.actionPrimaryBgHover};
    }
    &:active:not(:disabled) {
      background: ${vars.color.actionPrimaryBgActive};
    }
  `,
  secondary: css`
    background: ${vars.color.actionSecondaryBg};
    color: ${vars.color.actionSecondaryText};
    border-color: ${vars.color.actionSecondaryBorder};
    &:hover:not(:disabled) {
      background: ${vars.color.actionSecondaryBgHover};
    }
  `,
  danger: css`
    background: ${vars.color.actionDangerBg};
    color: ${vars.color.actionDangerText};
    border-color: ${vars.color.actionDangerBg};
    &:hover:not(:disabled) {
      background: ${vars.color.actionDangerBgHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.actionGhostText};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${vars.color.actionGhostBgHover};
    }
  `,
};

const heights: Record<ButtonSize, string> = {
  sm: vars.size.controlSm,
  md: vars.size.controlMd,
  lg: vars.size.controlLg,
};

/** Shared by Button and IconButton so both read the same brand action tokens. */
export const buttonBase = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['200']};
  min-height: ${(p) => heights[p.$size]};
  border: 1px solid transparent;
  border-radius: ${vars.radius['200']};
  font-family: inherit;
  font-weight: ${vars.font.weightSemibold};
  font-size: ${(p) => (p.$size === 'sm' ? vars.font.size200 : vars.font.size300)};
  line-height: ${vars.font.lineHeightTight};
  cursor: pointer;
  text-decoration: none;
  transition:
    background ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};
  ${(p) => variantStyles[p.$variant]}
  ${focusRing}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
