import { useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatNumber } from '../../format/number';
import { vars } from '../../tokens';
import { FieldShell, type FieldProps } from '../../internal/Field';
import { bareInput, inputBox } from '../../internal/input-styles';

export interface NumberFieldProps
  extends
    FieldProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'prefix'
    > {
  /** Current value; null when empty. */
  value: number | null;
  /** Called with the parsed number (null when cleared). */
  onValueChange: (value: number | null) => void;
  /** Lowest allowed value. */
  min?: number;
  /** Highest allowed value. */
  max?: number;
  /** Amount ArrowUp / ArrowDown add or remove. */
  step?: number;
  /** Text before the number, e.g. 'Rp'. */
  prefix?: string;
  /** Text after the number, e.g. 'pcs'. */
  suffix?: string;
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

const Affix = styled.span`
  flex: none;
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size300};
`;

const clamp = (n: number, min?: number, max?: number): number =>
  Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));

const parse = (text: string, allowNegative: boolean): number | null => {
  const negative = allowNegative && text.trim().startsWith('-');
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const n = Number(digits);
  return negative ? -n : n;
};

/**
 * Whole-number input with id-ID thousand separators (1.500.000), optional prefix/suffix and
 * ArrowUp/ArrowDown stepping. Exposed as a spinbutton.
 */
export function NumberField({
  label,
  hideLabel,
  hint,
  error,
  required,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  prefix,
  suffix,
  className,
  disabled,
  onKeyDown,
  onBlur,
  ...rest
}: NumberFieldProps) {
  const allowNegative = min === undefined || min < 0;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : formatNumber(value));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const delta = event.key === 'ArrowUp' ? step : -step;
    setDraft(null);
    onValueChange(clamp((value ?? 0) + delta, min, max));
  };

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
          {prefix ? <Affix aria-hidden="true">{prefix}</Affix> : null}
          <Input
            id={inputId}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            autoComplete="off"
            aria-valuenow={value ?? undefined}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuetext={
              value === null
                ? undefined
                : `${prefix ?? ''}${formatNumber(value)}${suffix ? ` ${suffix}` : ''}`
            }
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            disabled={disabled}
            value={shown}
            onChange={(event) => {
              const parsed = parse(event.target.value, allowNegative);
              setDraft(
                parsed === null ? event.target.value.replace(/[^\d-]/g, '') : formatNumber(parsed),
              );
              onValueChange(parsed);
            }}
            onBlur={(event) => {
              setDraft(null);
              if (value !== null && clamp(value, min, max) !== value)
                onValueChange(clamp(value, min, max));
              onBlur?.(event);
            }}
            onKeyDown={handleKeyDown}
            {...rest}
          />
          {suffix ? <Affix aria-hidden="true">{suffix}</Affix> : null}
        </Box>
      )}
    </FieldShell>
  );
}
