import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Spinner, TextArea, vars } from '@seller/design-system';
import type { ReportReason } from '@seller/machines';
import { discussionCopy as copy, REPORT_NOTE_MAX_LENGTH } from './copy';

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
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const sending = state === 'sending';
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
              if (sending) return;
              if (reasonId === null) {
                setMissing(true);
                return;
              }
              onSubmit(reasons.find((r) => String(r.id) === reasonId)?.id ?? reasonId, note.trim());
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
                <input
                  type="radio"
                  name="report-reason"
                  value={String(reason.id)}
                  checked={reasonId === String(reason.id)}
                  onChange={() => {
                    setReasonId(String(reason.id));
                    setMissing(false);
                  }}
                />
                <span>{String(reason.reason ?? reason.id)}</span>
              </label>
            ))}
          </Reasons>
          {/* The missing-reason message sits under the reasons it is about, before the note. */}
          {missing ? (
            <ErrorText id="report-missing" role="alert">
              {copy.reportChooseReason}
            </ErrorText>
          ) : null}
          <Note
            label={copy.reportNoteLabel}
            rows={3}
            value={note}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        </>
      )}
      {errorMessage && state === 'choosing' ? (
        <ErrorText role="alert">{`${copy.reportFailed} (${errorMessage})`}</ErrorText>
      ) : null}
    </Dialog>
  );
}
