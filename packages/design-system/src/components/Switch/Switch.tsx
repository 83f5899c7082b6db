import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { focusRing, VisuallyHidden } from '../../styles';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'children'
> {
  /** On (e.g. product active) or off. */
  checked: boolean;
  /** Called with the new state. */
  onCheckedChange: (checked: boolean) => void;
  /** What the switch turns on; its accessible name. */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. in table rows). */
  hideLabel?: boolean;
  /** Visible state words, e.g. ['Nonaktif', 'Aktif']. */
  stateLabels?: [off: string, on: string];
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['200']};
  font-size: ${vars.font.size300};
  color: ${vars.color.textDefault};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.borderStrong};
  cursor: pointer;
  transition: background ${vars.motion.durationFast} ${vars.motion.easing};
  ${focusRing}
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    box-shadow: ${vars.shadow['100']};
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &[aria-checked='true'] {
    background: ${vars.color.actionPrimaryBg};
  }
  &[aria-checked='true']::after {
    transform: translateX(16px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Label = styled.label`
  cursor: pointer;
`;

const State = styled.span`
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
  min-width: 6ch;
`;

/** On/off switch for activation (products, variants); a button with role switch. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  hideLabel = false,
  stateLabels,
  id,
  disabled,
  ...rest
}: SwitchProps) {
  return (
    <Root>
      <Track
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        {...rest}
      >
        <VisuallyHidden>{label}</VisuallyHidden>
      </Track>
      {hideLabel ? null : (
        <Label as="span" aria-hidden="true" onClick={() => !disabled && onCheckedChange(!checked)}>
          {label}
        </Label>
      )}
      {stateLabels ? (
        <State aria-hidden="true">{checked ? stateLabels[1] : stateLabels[0]}</State>
      ) : null}
    </Root>
  );
}
