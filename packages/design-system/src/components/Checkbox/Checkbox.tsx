import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { VisuallyHidden } from '../../styles';
import { Icon } from '../Icon';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** Label next to the box; also its accessible name. */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. row selection in tables). */
  hideLabel?: boolean;
  /** Mixed state, e.g. "select all" when only some rows are selected. */
  indeterminate?: boolean;
  /** Extra line under the label. */
  description?: ReactNode;
}

const Root = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space['200']};
  cursor: pointer;
  font-size: ${vars.font.size300};
  color: ${vars.color.textDefault};
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Box = styled.span`
  position: relative;
  /* Drawn over the native box: clicks go through to the input itself. */
  pointer-events: none;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 1px;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius['100']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.actionPrimaryText};
  & > svg {
    opacity: 0;
  }
  input:checked + &,
  input:indeterminate + & {
    background: ${vars.color.actionPrimaryBg};
    border-color: ${vars.color.actionPrimaryBg};
  }
  input:checked + & > svg[data-icon='check'],
  input:indeterminate + & > svg[data-icon='minus'] {
    opacity: 1;
  }
  input:focus-visible + & {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & > svg {
    position: absolute;
  }
`;

const Input = styled.input`
  position: absolute;
  opacity: 0;
  width: 18px;
  height: 18px;
  margin: 0;
  cursor: inherit;
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
`;

const Description = styled.span`
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size100};
`;

/** Native checkbox with a branded box; supports the mixed state. */
export function Checkbox({
  label,
  hideLabel = false,
  indeterminate = false,
  description,
  disabled,
  className,
  ...rest
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Root data-disabled={disabled ? '' : undefined} className={className}>
      <Input
        ref={ref}
        type="checkbox"
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        aria-checked={indeterminate ? 'mixed' : undefined}
        {...rest}
      />
      <Box aria-hidden="true">
        <Icon name="check" size={14} strokeWidth={3} />
        <Icon name="minus" size={14} strokeWidth={3} />
      </Box>
      {hideLabel ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <Text>
          <span>{label}</span>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
        </Text>
      )}
    </Root>
  );
}
