import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Button, IconButton, Skeleton, vars } from '@seller/design-system';
import type { CommentItem, QuestionItem } from '@seller/machines';
import { formatServerTime } from '../../../platform/datetime';
import { discussionCopy as copy } from '../copy';
import type { KeptReply } from '../discussion-writes';
import { ReplyForm, type ReplyFormProps } from './ReplyForm';
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

/** What the thread shows; the page passes it through as it is. */
export interface QuestionThreadView {
  question: QuestionItem | null;
  variantLabel: string | null;
  comments: CommentItem[] | null;
  /** This question's replies kept without a connection (waiting, or refused on replay). */
  keptReplies?: KeptReply[];
  status: 'loading' | 'ready' | 'missing' | 'failed';
  replyStatus: ReplyFormProps['status'];
  /** See ReplyFormProps.clearCount. */
  clearCount: number;
  /**
   * The current brand's name: the seller's own answers carry it as their author (the contract's
   * comment has no seller flag), so they get the 'Penjual' badge and no report button.
   */
  sellerName?: string | null;
}

export interface QuestionThreadProps extends QuestionThreadView {
  replyError: string | null;
  onDraftChange: () => void;
  onReply: (body: string) => void;
  onReport: (target: { questionId: string; commentId?: string }, label: string) => void;
  onClose: () => void;
  onRetry: () => void;
}

/** One entry of the thread: who wrote it, when or in what state, the text, and its action. */
function ThreadEntry(props: {
  author: string;
  photoUrl?: string | undefined;
  question?: boolean;
  head: ReactNode;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Entry $question={props.question}>
      <Avatar name={props.author} src={props.photoUrl} size={36} />
      <div>
        <EntryHead>
          <strong>{props.author}</strong>
          {props.head}
        </EntryHead>
        <Text>{props.body}</Text>
        {props.action}
      </div>
    </Entry>
  );
}

/** One question with all its comments and the seller's reply box. */
export function QuestionThread(props: QuestionThreadProps) {
  const { question, comments } = props;
  const kept = props.keptReplies ?? [];
  const ownName = props.sellerName ?? copy.replyKeptAuthor;

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
          <ThreadEntry
            question
            author={question.author}
            photoUrl={question.photoUrl}
            body={question.body}
            head={
              <>
                <Muted>{formatServerTime(question.createdDate)}</Muted>
                {/* Opening marks the question read; 'Belum dibaca' stays while that call runs or when it failed, as in the list. */}
                <StatusPill $tone={question.isRead ? 'neutral' : 'warning'}>
                  {question.isRead ? copy.read : copy.unread}
                </StatusPill>
                {question.isReported ? <Reported>{copy.reported}</Reported> : null}
              </>
            }
            action={
              question.isReported ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  leadingIcon="warning"
                  onClick={() => props.onReport({ questionId: question.id }, copy.reportQuestion)}
                >
                  {copy.reportQuestion}
                </Button>
              )
            }
          />
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
                    <ThreadEntry
                      author={comment.author}
                      photoUrl={comment.photoUrl}
                      body={comment.body}
                      head={
                        <>
                          {own ? <SellerBadge>{copy.sellerBadge}</SellerBadge> : null}
                          <Muted>{formatServerTime(comment.createdDate)}</Muted>
                          {comment.isReported ? <Reported>{copy.reported}</Reported> : null}
                        </>
                      }
                      action={
                        comment.isReported || own ? null : (
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
                        )
                      }
                    />
                  </li>
                );
              })}
              {kept.map((reply) => (
                <li key={reply.entryId} data-kept={reply.status}>
                  <ThreadEntry
                    author={ownName}
                    body={reply.body}
                    head={
                      <>
                        <SellerBadge>{copy.sellerBadge}</SellerBadge>
                        {reply.status === 'failed' ? (
                          <StatusPill $tone="danger">
                            {copy.replyRefused(reply.error ?? '')}
                          </StatusPill>
                        ) : (
                          <StatusPill $tone="warning">{copy.replyPending}</StatusPill>
                        )}
                      </>
                    }
                  />
                </li>
              ))}
            </Comments>
          )}
          <ReplyForm
            status={props.replyStatus}
            error={props.replyError}
            clearCount={props.clearCount}
            onDraftChange={props.onDraftChange}
            onReply={props.onReply}
          />
        </>
      )}
    </Panel>
  );
}
