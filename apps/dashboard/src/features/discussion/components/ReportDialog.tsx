import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Button, Dialog, Spinner, TextArea, vars } from '@seller/design-system';
import type { ReportReason } from '@seller/machines';
import { discussionCopy as copy } from '../copy';
import { reportNoteLimits, reportSchema, type ReportFields } from '../discussion-schema';

const Reasons = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['200']};
  /* No design-system radio group yet: the legend takes the field label's type so it matches the note's label. */
  legend {
    padding: 0;
    margin-bottom: ${vars.space['100']};
    font-size: ${vars.font.size300};
    font-weight: ${vars.font.weightSemibold};
    color: ${vars.color.textDefault};
  }
  label {
    display: flex;
    gap: ${vars.space['200']};
    align-items: flex-start;
    cursor: pointer;
  }
  input {
    margin-top: 3px;
  }
`;

const Note = styled(TextArea)`
  margin-top: ${vars.space['300']};
`;

const ErrorText = styled.p`
  color: ${vars.color.textDanger};
  margin: ${vars.space['200']} 0 0;
`;

export interface ReportDialogProps {
  open: boolean;
  /** What is being reported, e.g. 'Laporkan balasan dari Sari'. */
  subject: string;
  state: 'loadingReasons' | 'choosing' | 'sending';
  reasons: ReportReason[];
  errorMessage: string | null;
  onSubmit: (reasonId: ReportReason['id'], note: string) => void;
  onCancel: () => void;
}

/** Report a question or a comment: one reason from the reason list, an optional note, then confirm. */
export function ReportDialog({
  open,
  subject,
  state,
  reasons,
  errorMessage,
  onSubmit,
  onCancel,
}: ReportDialogProps) {
  const { register, handleSubmit, formState } = useForm<ReportFields>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reasonId: '', note: '' },
  });
  const missing = formState.errors.reasonId?.message;
  const sending = state === 'sending';
  const confirm = handleSubmit(({ reasonId, note }) =>
    onSubmit(reasons.find((r) => String(r.id) === reasonId)?.id ?? reasonId, note),
  );
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!sending) onCancel();
      }}
      title={copy.reportTitle}
      closeLabel={copy.reportCancel}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {copy.reportCancel}
          </Button>
          <Button
            variant="danger"
            loading={sending}
            loadingLabel={copy.sending}
            disabled={state === 'loadingReasons'}
            onClick={() => {
              if (!sending) void confirm();
            }}
          >
            {copy.reportConfirm}
          </Button>
        </>
      }
    >
      <p>
        <strong>{subject}</strong>
        <br />
        {copy.reportIntro}
      </p>
      {state === 'loadingReasons' ? (
        <Spinner label={copy.reasonsLabel} />
      ) : (
        <>
          <Reasons aria-describedby={missing ? 'report-missing' : undefined}>
            <legend>{copy.reasonsLabel}</legend>
            {reasons.map((reason) => (
              <label key={String(reason.id)}>
                <input type="radio" value={String(reason.id)} {...register('reasonId')} />
                <span>{String(reason.reason ?? reason.id)}</span>
              </label>
            ))}
          </Reasons>
          {/* The missing-reason message sits under the reasons it is about, before the note. */}
          {missing ? (
            <ErrorText id="report-missing" role="alert">
              {missing}
            </ErrorText>
          ) : null}
          <Note
            label={copy.reportNoteLabel}
            rows={3}
            maxLength={reportNoteLimits.maxLength}
            error={formState.errors.note?.message}
            {...register('note')}
          />
        </>
      )}
      {errorMessage && state === 'choosing' ? (
        <ErrorText role="alert">{`${copy.reportFailed} (${errorMessage})`}</ErrorText>
      ) : null}
    </Dialog>
  );
}
