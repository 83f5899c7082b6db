import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldShell, type FieldProps } from '../../internal/Field';
import { bareInput, inputBox } from '../../internal/input-styles';
import { Icon, type IconName } from '../Icon';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Icon inside the box before the text. */
  leadingIcon?: IconName;
  /** Content inside the box after the text, e.g. a unit or a clear button. */
  trailing?: ReactNode;
  /** Class for the outer wrapper (layout by the caller). */
  className?: string;
}

const Box = styled.div`
  ${inputBox}
`;

const Input = styled.input`
  ${bareInput}
`;

/** Single-line text input with label, hint and error. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  required,
  leadingIcon,
  trailing,
  className,
  disabled,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
          {leadingIcon ? <Icon name={leadingIcon} size={18} /> : null}
          <Input
            id={inputId}
            type={type}
            disabled={disabled}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...rest}
          />
          {trailing}
        </Box>
      )}
    </FieldShell>
  );
}
