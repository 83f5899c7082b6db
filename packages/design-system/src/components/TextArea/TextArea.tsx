import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldShell, type FieldProps } from '../../internal/Field';
import { inputBox } from '../../internal/input-styles';
import { vars } from '../../tokens';

export interface TextAreaProps extends FieldProps, ComponentPropsWithRef<'textarea'> {
  /** Visible height in text rows before the seller resizes it. */
  rows?: number;
  /** Class for the outer wrapper (layout by the caller). */
  className?: string;
}

const Area = styled.textarea`
  ${inputBox}
  display: block;
  width: 100%;
  padding: ${vars.space['200']} ${vars.space['300']};
  font: inherit;
  font-size: ${vars.font.size300};
  line-height: ${vars.font.lineHeightNormal};
  resize: vertical;
  outline: none;
  &::placeholder {
    color: ${vars.color.textSubdued};
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.textDanger};
  }
  &:disabled {
    background: ${vars.color.bgSubtle};
    cursor: not-allowed;
  }
`;

/** Multi-line text with the same label, hint and error as every other field. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  required,
  className,
  rows = 4,
  ...rest
}: TextAreaProps) {
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
        <Area
          id={inputId}
          rows={rows}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </FieldShell>
  );
}
