import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldShell, type FieldProps } from '../../internal/Field';
import { bareInput, inputBox } from '../../internal/input-styles';
import { isIsoDate, maskIsoDate } from '../../format';
import { Icon } from '../Icon';

export interface DateFieldProps
  extends
    FieldProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
    > {
  /** Current date as YYYY-MM-DD, or null when empty. */
  value: string | null;
  /** Called with a valid YYYY-MM-DD date, or null when cleared or not (yet) valid. */
  onValueChange: (value: string | null) => void;
  /**
   * Called with the text as typed (masked), so a form can tell a cleared field from an unfinished
   * or bad one, which onValueChange both reports as null.
   */
  onTextChange?: (text: string) => void;
  /** Earliest allowed date (YYYY-MM-DD). */
  min?: string;
  /** Latest allowed date (YYYY-MM-DD). */
  max?: string;
  /** Message shown after leaving a field whose text is not a valid date. */
  formatError?: string;
  /** Message shown for a date outside min/max. */
  rangeError?: string;
  /** Class for the outer wrapper. */
  className?: string;
}

const Box = styled.div`
  ${inputBox}
`;

const Input = styled.input`
  ${bareInput}
  font-variant-numeric: tabular-nums;
`;

const inRange = (date: string, min?: string, max?: string): boolean =>
  (min === undefined || date >= min) && (max === undefined || date <= max);

/** Date input that accepts only YYYY-MM-DD (spec §5), with dashes inserted while typing. */
export function DateField({
  label,
  hideLabel,
  hint = 'Format: YYYY-MM-DD',
  error,
  required,
  value,
  onValueChange,
  onTextChange,
  min,
  max,
  formatError = 'Tanggal harus berformat YYYY-MM-DD',
  rangeError = 'Tanggal di luar rentang yang diizinkan',
  className,
  disabled,
  onBlur,
  ...rest
}: DateFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);
  const [prevValue, setPrevValue] = useState(value);
  if (value !== prevValue) {
    // A new value from the parent wins over what was typed, unless the text already says it.
    setPrevValue(value);
    if (value !== (isIsoDate(text) ? text : null)) setText(value ?? '');
  }

  const ownError =
    touched && text !== ''
      ? !isIsoDate(text)
        ? formatError
        : !inRange(text, min, max)
          ? rangeError
          : undefined
      : undefined;

  return (
    <FieldShell
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error ?? ownError}
      required={required}
      className={className}
    >
      {({ inputId, describedBy, invalid }) => (
        <Box data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <Icon name="calendar" size={18} />
          <Input
            id={inputId}
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            required={required}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              const masked = maskIsoDate(event.target.value);
              setText(masked);
              onTextChange?.(masked);
              const next = isIsoDate(masked) && inRange(masked, min, max) ? masked : null;
              onValueChange(next);
            }}
            onBlur={(event) => {
              setTouched(true);
              onBlur?.(event);
            }}
            {...rest}
          />
        </Box>
      )}
    </FieldShell>
  );
}
