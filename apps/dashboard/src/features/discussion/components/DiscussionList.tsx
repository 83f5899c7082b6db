import styled from 'styled-components';
import { Button, Dot, EmptyState, Skeleton, vars } from '@seller/design-system';
import type { QuestionItem } from '@seller/machines';
import { formatServerTime } from '../../../platform/datetime';
import type { DiscussionView } from '../discussion-queries';
import { discussionCopy as copy } from '../copy';
import { StatusPill } from './StatusPill';

const Group = styled.section`
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  overflow: hidden;
`;

const GroupHead = styled.div`
  display: flex;
  gap: ${vars.space['300']};
  align-items: center;
  padding: ${vars.space['300']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  background: ${vars.color.bgSubtle};
`;

const Photo = styled.img`
  width: 48px;
  height: 48px;
  border-radius: 8px;
  object-fit: cover;
  flex: none;
  background: ${vars.color.bgSurface};
`;

const GroupTitle = styled.h2`
  margin: 0;
  font-size: 15px;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${vars.color.textSubdued};
  font-size: 13px;
`;

const Questions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const QuestionButton = styled.button<{ $selected: boolean; $unread: boolean }>`
  display: grid;
  grid-template-columns: 12px 1fr;
  gap: ${vars.space['200']};
  width: 100%;
  text-align: left;
  padding: ${vars.space['300']};
  border: 0;
  border-top: 1px solid ${vars.color.borderDefault};
  background: ${(p) => (p.$selected ? vars.color.bgSurfaceSelected : p.$unread ? vars.color.statusInfoBg : vars.color.bgSurface)};
  color: ${vars.color.textDefault};
  font: inherit;
  cursor: pointer;
  li:first-child > & {
    border-top: 0;
  }
  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
`;

const Body = styled.span<{ $unread: boolean }>`
  display: block;
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['100']} ${vars.space['200']};
  margin-top: ${vars.space['100']};
  color: ${vars.color.textSubdued};
  font-size: 13px;
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space['300']};
`;

export interface DiscussionListProps {
  list: DiscussionView[];
  status: 'loading' | 'loadingMore' | 'failed' | 'ready';
  tab: string;
  q: string;
  hasNextPage: boolean;
  selectedId: string | null;
  /** Questions read in this visit (their list entry predates the read). */
  readIds: ReadonlySet<string>;
  answeredIds: ReadonlySet<string>;
  errorMessage: string | null;
  onOpen: (question: QuestionItem) => void;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** Questions grouped by product variant, newest first, with load more merging the next page. */
export function DiscussionList(props: DiscussionListProps) {
  const { list, status } = props;
  if (status === 'loading') return <ListSkeleton />;
  if (status === 'failed' && list.length === 0) {
    return (
      <EmptyState
        icon="discussion"
        title={copy.loadFailed}
        text={props.errorMessage ?? undefined}
        action={<Button onClick={props.onRetry}>{copy.retry}</Button>}
        headingLevel={2}
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon="discussion"
        title={
          props.q ? copy.emptySearchTitle : (copy.emptyTitle[props.tab] ?? copy.emptyTitle.all)
        }
        text={props.q ? copy.emptySearchText(props.q) : copy.emptyText}
        headingLevel={2}
      />
    );
  }
  return (
    <Stack aria-label={copy.listLabel} role="region" aria-busy={status === 'loadingMore'}>
      {list.map((group) => (
        <Group key={group.productVariantId} aria-labelledby={`variant-${group.productVariantId}`}>
          <GroupHead>
            {group.photoUrl ? (
              <Photo
                src={group.photoUrl}
                alt={copy.photoAlt(group.productName)}
                width={48}
                height={48}
                loading="lazy"
              />
            ) : null}
            <div>
              <GroupTitle id={`variant-${group.productVariantId}`}>{group.productName}</GroupTitle>
              <Muted>
                {copy.variantLabel}: {group.variantName} · {copy.questionCount(group.totalQuestion)}
              </Muted>
            </div>
          </GroupHead>
          <Questions>
            {group.questions.map((question) => {
              const unread = !question.isRead && !props.readIds.has(question.id);
              const answered = question.isAnswered || props.answeredIds.has(question.id);
              return (
                <li key={question.id}>
                  <QuestionButton
                    type="button"
                    $selected={props.selectedId === question.id}
                    $unread={unread}
                    aria-current={props.selectedId === question.id ? 'true' : undefined}
                    aria-label={`${copy.openThread(question.author)}: ${question.body}`}
                    onClick={() => props.onOpen(question)}
                  >
                    <span aria-hidden="true">{unread ? <Dot /> : null}</span>
                    <span>
                      <Body $unread={unread}>{question.body}</Body>
                      <Meta>
                        <span>{question.author}</span>
                        <span>{formatServerTime(question.createdDate)}</span>
                        {unread ? <StatusPill $tone="warning">{copy.unread}</StatusPill> : null}
                        <StatusPill $tone={answered ? 'success' : 'warning'}>
                          {answered ? copy.answered : copy.notAnswered}
                        </StatusPill>
                        {question.isReported ? (
                          <StatusPill $tone="danger">{copy.reported}</StatusPill>
                        ) : null}
                      </Meta>
                    </span>
                  </QuestionButton>
                </li>
              );
            })}
          </Questions>
        </Group>
      ))}
      {props.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={status === 'loadingMore'}
          loadingLabel={copy.loadingMore}
          onClick={props.onLoadMore}
        >
          {copy.loadMore}
        </Button>
      ) : null}
      {status === 'failed' ? (
        <p role="alert">
          {copy.loadFailed}{' '}
          <Button variant="ghost" size="sm" onClick={props.onRetry}>
            {copy.retry}
          </Button>
        </p>
      ) : null}
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <Stack aria-busy="true" aria-label={copy.listLabel} role="region">
      {[0, 1, 2].map((i) => (
        <Group key={i}>
          <GroupHead>
            <Skeleton width={48} height={48} />
            <div>
              <Skeleton width={220} height={18} />
              <Skeleton width={140} height={14} />
            </div>
          </GroupHead>
          {[0, 1].map((j) => (
            <div key={j} style={{ padding: 12 }}>
              <Skeleton width="90%" height={16} />
              <Skeleton width="40%" height={14} />
            </div>
          ))}
        </Group>
      ))}
    </Stack>
  );
}
