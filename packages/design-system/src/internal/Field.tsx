import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../tokens';
import { VisuallyHidden } from '../styles';

/** Props every labelled form control shares. */
export interface FieldProps {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Hide the label visually (it stays for screen readers), e.g. inside table rows. */
  hideLabel?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and replaces the hint. */
  error?: ReactNode;
  /** Marks the field as required with an asterisk and aria-required. */
  required?: boolean;
}

interface FieldShellProps extends FieldProps {
  children: (ids: {
    inputId: string;
    labelId: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
  className?: string;
  /** Announce the error when it appears, for controls whose error follows an action (a file chosen). */
  announceError?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['100']};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${vars.font.size300};
  font-weight: ${vars.font.weightSemibold};
  color: ${vars.color.textDefault};
`;

const Required = styled.span`
  color: ${vars.color.textDanger};
  margin-left: ${vars.space['050']};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${vars.font.size100};
  color: ${vars.color.textSubdued};
`;

const ErrorText = styled(Hint)`
  color: ${vars.color.textDanger};
`;

/** Label, hint and error wiring around one control. */
export function FieldShell({
  label,
  hideLabel,
  hint,
  error,
  required,
  children,
  className,
  announceError,
}: FieldShellProps) {
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  const describedBy = invalid ? errorId : hint ? hintId : undefined;
  const labelContent = (
    <>
      {label}
      {required ? <Required aria-hidden="true">*</Required> : null}
    </>
  );
  return (
    <Root className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" id={labelId} htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label id={labelId} htmlFor={inputId}>
          {labelContent}
        </Label>
      )}
      {children({ inputId, labelId, describedBy, invalid })}
      {invalid ? (
        <ErrorText id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </ErrorText>
      ) : hint ? (
        <Hint id={hintId}>{hint}</Hint>
      ) : null}
    </Root>
  );
}
