import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export interface ToastProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Tone and icon. Errors are announced assertively. */
  type?: ToastType;
  /** The message. */
  message: ReactNode;
  /** Called by the close icon; without it the toast has no close icon. */
  onClose?: () => void;
  /** Label of the close icon. */
  closeLabel?: string;
}

const icons: Record<ToastType, IconName> = {
  info: 'info',
  success: 'success',
  error: 'error',
  warning: 'warning',
};
const accents: Record<ToastType, string> = {
  info: vars.color.statusInfoIcon,
  success: vars.color.statusSuccessIcon,
  error: vars.color.statusDangerIcon,
  warning: vars.color.statusWarningIcon,
};

const Root = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['300']};
  width: min(420px, calc(100vw - 32px));
  padding: ${vars.space['300']} ${vars.space['300']} ${vars.space['300']} ${vars.space['400']};
  border-radius: ${vars.radius['200']};
  border-left: 4px solid ${(p) => accents[p.$type]};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  box-shadow: ${vars.shadow['200']};
  pointer-events: auto;
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => accents[p.$type]};
  }
`;

const Message = styled.div`
  flex: 1;
  padding: ${vars.space['050']} 0;
  font-size: ${vars.font.size300};
  overflow-wrap: anywhere;
`;

/** A short message about what just happened. */
export function Toast({
  type = 'info',
  message,
  onClose,
  closeLabel = 'Tutup',
  ...rest
}: ToastProps) {
  return (
    <Root $type={type} data-type={type} role={type === 'error' ? 'alert' : 'status'} {...rest}>
      <Icon name={icons[type]} size={20} />
      <Message>{message}</Message>
      {onClose ? <IconButton icon="close" size="sm" label={closeLabel} onClick={onClose} /> : null}
    </Root>
  );
}
