import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { buttonBase, type ButtonSize, type ButtonVariant } from './button-styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action, secondary for others, danger for destructive ones, ghost for quiet ones. */
  variant?: ButtonVariant;
  /** Height: sm 32, md 40, lg 48 px. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks clicks while an action runs. */
  loading?: boolean;
  /** Label announced while loading. */
  loadingLabel?: string;
  /** Icon before the label. */
  leadingIcon?: IconName;
  /** Icon after the label. */
  trailingIcon?: IconName;
  /** Stretch to the container width. */
  block?: boolean;
  /** The label. */
  children?: ReactNode;
}

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonBase}
  position: relative;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  padding: 0 ${(p) => (p.$size === 'sm' ? vars.space['300'] : vars.space['400'])};
  &[data-loading='true'] {
    cursor: progress;
  }
`;

const Content = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['200']};
  [data-loading='true'] > & {
    opacity: 0;
  }
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

/** The product's button. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Memproses',
  leadingIcon,
  trailingIcon,
  block = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const iconSize = size === 'sm' ? 16 : 20;
  return (
    <Root
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      data-variant={variant}
      data-loading={loading ? 'true' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      <Content>
        {leadingIcon ? <Icon name={leadingIcon} size={iconSize} /> : null}
        {children}
        {trailingIcon ? <Icon name={trailingIcon} size={iconSize} /> : null}
      </Content>
      {loading ? (
        <SpinnerSlot>
          <Spinner size="sm" label={loadingLabel} />
        </SpinnerSlot>
      ) : null}
    </Root>
  );
}
