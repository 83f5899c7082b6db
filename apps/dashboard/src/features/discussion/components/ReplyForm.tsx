import { useEffect, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Button, TextArea, vars } from '@seller/design-system';
import { discussionCopy as copy } from '../copy';
import { replyLimits, replySchema, type ReplyFields } from '../discussion-schema';

const Form = styled.form`
  display: grid;
  gap: ${vars.space['200']};
`;

const FormRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space['200']};
  flex-wrap: wrap;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
  font-size: 13px;
`;

/** Sits right under the field's hint, so the count reads as part of the field. */
const Counter = styled.span`
  color: ${vars.color.textSubdued};
  font-size: 13px;
  justify-self: end;
  margin-top: calc(-1 * ${vars.space['100']});
`;

export interface ReplyFormProps {
  /** sending: the reply is on its way (a second send is ignored); failed: the last one failed. */
  status: 'idle' | 'sending' | 'failed';
  /** The failed call's message, shown after the failure line. */
  error: string | null;
  /** Changes each time the box starts empty again: a reply sent or kept, the thread opened anew. */
  clearCount: number;
  /** The seller edited the reply (the next send is a new write). */
  onDraftChange: () => void;
  /** The trimmed reply, once it passes the contract's limits. */
  onReply: (body: string) => void;
}

/** The seller's reply box: several lines, sent with the button or Ctrl+Enter (⌘+Enter). */
export function ReplyForm({ status, error, clearCount, onDraftChange, onReply }: ReplyFormProps) {
  const { register, handleSubmit, formState, reset, clearErrors, watch } = useForm<ReplyFields>({
    resolver: zodResolver(replySchema),
    defaultValues: { body: '' },
    // An edit clears the message; it comes back only with the next send.
    reValidateMode: 'onSubmit',
  });
  const draft = watch('body');
  const sending = status === 'sending';

  useEffect(() => reset(), [clearCount, reset]);

  const submit = () => {
    if (!sending) void handleSubmit(({ body }) => onReply(body))();
  };
  // Enter writes a new line (answers are often several lines); Ctrl+Enter or Cmd+Enter sends.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  const message = formState.errors.body?.message;

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextArea
        label={copy.replyLabel}
        hint={copy.replyHint}
        // The field's error replaces the hint; it follows a send, so it is announced.
        error={message ? <span role="alert">{message}</span> : undefined}
        rows={4}
        maxLength={replyLimits.maxLength}
        placeholder={copy.replyPlaceholder}
        onKeyDown={onKeyDown}
        {...register('body', {
          onChange: () => {
            clearErrors('body');
            onDraftChange();
          },
        })}
      />
      <Counter aria-live="polite">{copy.replyCounter(draft.length, replyLimits.maxLength)}</Counter>
      {status === 'failed' ? (
        <ErrorText role="alert">
          {copy.replyFailed}
          {error ? ` (${error})` : ''}
        </ErrorText>
      ) : null}
      <FormRow>
        <span />
        <Button type="submit" loading={sending} loadingLabel={copy.sending}>
          {copy.send}
        </Button>
      </FormRow>
    </Form>
  );
}
