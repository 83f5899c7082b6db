import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { VisuallyHidden } from '../../styles';
import { Icon, type IconName } from '../Icon';
import { buttonBase, type ButtonSize, type ButtonVariant } from '../Button/button-styles';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Accessible name (kept as hidden text so a visible badge joins it); required because the button shows no text. */
  label: string;
  /** Artwork to draw. */
  icon: IconName;
  /** Visual weight; ghost suits toolbars and headers. */
  variant?: ButtonVariant;
  /** Square size: sm 32, md 40, lg 48 px. */
  size?: ButtonSize;
  /** Overlay in the top-right corner, e.g. a CountBadge or Dot. */
  badge?: ReactNode;
}

const dimension: Record<ButtonSize, string> = {
  sm: vars.size.controlSm,
  md: vars.size.controlMd,
  lg: vars.size.controlLg,
};

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  position: relative;
  width: ${(p) => dimension[p.$size]};
  height: ${(p) => dimension[p.$size]};
  padding: 0;
  flex: none;
  &[data-variant='ghost'] {
    color: ${vars.color.textSubdued};
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    color: ${vars.color.textDefault};
    background: ${vars.color.bgSurfaceHover};
  }
`;

const BadgeSlot = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  display: inline-flex;
  pointer-events: none;
`;

/** Square button with only an icon; the label is its accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  badge,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root type={type} $variant={variant} $size={size} data-variant={variant} {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Icon name={icon} size={size === 'sm' ? 16 : size === 'lg' ? 24 : 20} />
      {badge ? <BadgeSlot>{badge}</BadgeSlot> : null}
    </Root>
  );
}
