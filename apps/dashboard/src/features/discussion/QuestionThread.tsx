import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Avatar, Button, IconButton, Skeleton, TextArea, vars } from '@seller/design-system';
import type { CommentItem, QuestionItem } from '@seller/machines';
import { formatServerTime } from '../../platform/datetime';
import { discussionCopy as copy, REPLY_MAX_LENGTH } from './copy';
import type { KeptReply } from './discussion-api';
import { StatusPill } from './StatusPill';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  padding: ${vars.space['400']};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space['200']};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
`;

const Entry = styled.article<{ $question?: boolean }>`
  display: grid;
  grid-template-columns: 36px 1fr;
  gap: ${vars.space['200']};
  padding: ${vars.space['300']};
  border-radius: ${vars.radius['300']};
  background: ${(p) => (p.$question ? vars.color.bgSubtle : 'transparent')};
`;

const EntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space['100']} ${vars.space['200']};
`;

const Text = styled.p`
  margin: ${vars.space['100']} 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${vars.color.textSubdued};
  font-size: 13px;
`;

const Reported = styled.span`
  color: ${vars.color.textDanger};
  font-size: 13px;
  font-weight: 600;
`;

const SellerBadge = styled.span`
  padding: 0 ${vars.space['200']};
  border-radius: 999px;
  background: ${vars.color.statusSuccessBg};
  color: ${vars.color.textDefault};
  font-size: 12px;
  font-weight: 600;
  line-height: 20px;
`;

const Comments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${vars.space['400']};
  border-left: 2px solid ${vars.color.borderDefault};
  display: grid;
  gap: ${vars.space['100']};
`;

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

/** Sits right under the field's hint, so the count reads as part of the field. */
const Counter = styled(Muted)`
  justify-self: end;
  margin-top: calc(-1 * ${vars.space['100']});
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
  font-size: 13px;
`;

export interface QuestionThreadProps {
  question: QuestionItem | null;
  variantLabel: string | null;
  comments: CommentItem[] | null;
  /** This question's replies kept without a connection (waiting, or refused on replay). */
  keptReplies?: KeptReply[];
  status: 'loading' | 'ready' | 'missing' | 'failed';
  replyStatus: 'idle' | 'sending' | 'failed';
  replyError: string | null;
  draft: string;
  onDraftChange: (value: string) => void;
  onReply: (body: string) => void;
  onReport: (target: { questionId: string; commentId?: string }, label: string) => void;
  onClose: () => void;
  onRetry: () => void;
  /**
   * The current brand's name: the seller's own answers carry it as their author (the contract's
   * comment has no seller flag), so they get the 'Penjual' badge and no report button.
   */
  sellerName?: string | null;
}

/** One question with all its comments and the seller's reply box. */
export function QuestionThread(props: QuestionThreadProps) {
  const { question, comments, draft } = props;
  const kept = props.keptReplies ?? [];
  const [error, setError] = useState<string | null>(null);
  const sending = props.replyStatus === 'sending';

  const submit = () => {
    if (sending) return;
    const body = draft.trim();
    if (body === '') {
      setError(copy.replyEmpty);
      return;
    }
    if (body.length > REPLY_MAX_LENGTH) {
      setError(copy.replyTooLong(REPLY_MAX_LENGTH));
      return;
    }
    setError(null);
    props.onReply(body);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter writes a new line (answers are often several lines); Ctrl+Enter or Cmd+Enter sends.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Panel aria-label={copy.threadLabel}>
      <Head>
        <Title>{props.variantLabel ?? copy.threadLabel}</Title>
        <IconButton icon="close" label={copy.closeThread} onClick={props.onClose} />
      </Head>
      {props.status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton width="70%" height={18} />
          <Skeleton width="100%" height={60} />
        </div>
      ) : props.status === 'missing' || question === null ? (
        <p role="alert">{copy.threadMissing}</p>
      ) : (
        <>
          <Entry $question>
            <Avatar name={question.author} src={question.photoUrl} size={36} />
            <div>
              <EntryHead>
                <strong>{question.author}</strong>
                <Muted>{formatServerTime(question.createdDate)}</Muted>
                {/* Opening marks the question read; 'Belum dibaca' stays while that call runs or when it failed, as in the list. */}
                <StatusPill $tone={question.isRead ? 'neutral' : 'warning'}>
                  {question.isRead ? copy.read : copy.unread}
                </StatusPill>
                {question.isReported ? <Reported>{copy.reported}</Reported> : null}
              </EntryHead>
              <Text>{question.body}</Text>
              {question.isReported ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  leadingIcon="warning"
                  onClick={() => props.onReport({ questionId: question.id }, copy.reportQuestion)}
                >
                  {copy.reportQuestion}
                </Button>
              )}
            </div>
          </Entry>
          {props.status === 'failed' ? (
            <p role="alert">
              {copy.commentsFailed}{' '}
              <Button size="sm" variant="ghost" onClick={props.onRetry}>
                {copy.retry}
              </Button>
            </p>
          ) : comments === null ? (
            <Skeleton width="100%" height={48} />
          ) : comments.length === 0 && kept.length === 0 ? (
            <Muted>{copy.noComments}</Muted>
          ) : (
            <Comments>
              {comments.map((comment) => {
                const own = Boolean(props.sellerName) && comment.author === props.sellerName;
                return (
                  <li key={comment.id}>
                    <Entry>
                      <Avatar name={comment.author} src={comment.photoUrl} size={36} />
                      <div>
                        <EntryHead>
                          <strong>{comment.author}</strong>
                          {own ? <SellerBadge>{copy.sellerBadge}</SellerBadge> : null}
                          <Muted>{formatServerTime(comment.createdDate)}</Muted>
                          {comment.isReported ? <Reported>{copy.reported}</Reported> : null}
                        </EntryHead>
                        <Text>{comment.body}</Text>
                        {comment.isReported || own ? null : (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={copy.reportComment(comment.author)}
                            onClick={() =>
                              props.onReport(
                                { questionId: question.id, commentId: comment.id },
                                copy.reportComment(comment.author),
                              )
                            }
                          >
                            {copy.report}
                          </Button>
                        )}
                      </div>
                    </Entry>
                  </li>
                );
              })}
              {kept.map((reply) => (
                <li key={reply.entryId} data-kept={reply.status}>
                  <Entry>
                    <Avatar name={props.sellerName ?? copy.replyKeptAuthor} size={36} />
                    <div>
                      <EntryHead>
                        <strong>{props.sellerName ?? copy.replyKeptAuthor}</strong>
                        <SellerBadge>{copy.sellerBadge}</SellerBadge>
                        {reply.status === 'failed' ? (
                          <StatusPill $tone="danger">
                            {copy.replyRefused(reply.error ?? '')}
                          </StatusPill>
                        ) : (
                          <StatusPill $tone="warning">{copy.replyPending}</StatusPill>
                        )}
                      </EntryHead>
                      <Text>{reply.body}</Text>
                    </div>
                  </Entry>
                </li>
              ))}
            </Comments>
          )}
          <Form onSubmit={onSubmit} noValidate>
            <TextArea
              label={copy.replyLabel}
              hint={copy.replyHint}
              // The field's error replaces the hint; it follows a send, so it is announced.
              error={error ? <span role="alert">{error}</span> : undefined}
              rows={4}
              value={draft}
              maxLength={REPLY_MAX_LENGTH}
              placeholder={copy.replyPlaceholder}
              onChange={(event) => {
                setError(null);
                props.onDraftChange(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
            <Counter aria-live="polite">
              {copy.replyCounter(draft.length, REPLY_MAX_LENGTH)}
            </Counter>
            {props.replyStatus === 'failed' ? (
              <ErrorText role="alert">
                {copy.replyFailed}
                {props.replyError ? ` (${props.replyError})` : ''}
              </ErrorText>
            ) : null}
            <FormRow>
              <span />
              <Button type="submit" loading={sending} loadingLabel={copy.sending}>
                {copy.send}
              </Button>
            </FormRow>
          </Form>
        </>
      )}
    </Panel>
  );
}
