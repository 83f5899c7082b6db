import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { FieldShell, type FieldProps } from '../../internal/Field';
import { inputBox } from '../../internal/input-styles';
import { Icon } from '../Icon';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  /** The choices. */
  options: SelectOption[];
  /** First, empty choice shown when nothing is picked. */
  placeholder?: string;
  /** Class for the outer wrapper. */
  className?: string;
}

const Box = styled.div`
  ${inputBox}
  position: relative;
  padding: 0;
  & > svg {
    position: absolute;
    right: ${vars.space['300']};
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  appearance: none;
  width: 100%;
  min-height: calc(${vars.size.controlMd} - 2px);
  padding: 0 ${vars.space['1000']} 0 ${vars.space['300']};
  border: 0;
  outline: none;
  background: transparent;
  font-size: ${vars.font.size300};
  cursor: pointer;
  text-overflow: ellipsis;
  &:disabled {
    cursor: not-allowed;
  }
`;

/** Native select (best on phones and with assistive tech), styled like the other fields. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  required,
  options,
  placeholder,
  className,
  disabled,
  ...rest
}: SelectProps) {
  return (
    <FieldShell
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {({ inputId, describedBy, invalid }) => (
        <Box data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <NativeSelect
            id={inputId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            required={required}
            disabled={disabled}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
          <Icon name="chevron-down" size={18} />
        </Box>
      )}
    </FieldShell>
  );
}
